import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { AuthPasswordField } from './AuthPasswordField';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
}

/** A new password and its confirmation (Register, Reset), with the same labels, hint and autocomplete. */
export function NewPasswordFields({
  password,
  confirmation,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <AuthPasswordField
        label={intl.formatMessage({ id: 'auth.fields.password' })}
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'auth.fields.newPasswordHint' })}
        required
        error={passwordError}
        {...password}
      />
      <AuthPasswordField
        label={intl.formatMessage({ id: 'auth.fields.passwordConfirmation' })}
        autoComplete="new-password"
        required
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
