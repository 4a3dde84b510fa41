import { PasswordField, type PasswordFieldProps } from '@lexdesk/shared/core';
import { useIntl } from 'react-intl';

type AuthPasswordFieldProps = Omit<PasswordFieldProps, 'showPasswordLabel' | 'hidePasswordLabel'>;

/** The kit's PasswordField with this remote's show/hide texts, so each form only states what differs. */
export function AuthPasswordField(props: AuthPasswordFieldProps) {
  const intl = useIntl();
  return (
    <PasswordField
      showPasswordLabel={intl.formatMessage({ id: 'auth.password.show' })}
      hidePasswordLabel={intl.formatMessage({ id: 'auth.password.hide' })}
      {...props}
    />
  );
}
