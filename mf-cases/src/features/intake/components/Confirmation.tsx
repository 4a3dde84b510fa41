import { SuccessPanel } from '@lexdesk/shared';
import { useIntl } from 'react-intl';

interface ConfirmationProps {
  firmName: string | null;
  email: string;
  phone: string;
}

/** Replaces the form once the request is sent (shared's SuccessPanel: its heading takes the focus). */
export function Confirmation({ firmName, email, phone }: ConfirmationProps) {
  const intl = useIntl();
  const firm = firmName?.trim();
  return (
    <SuccessPanel
      title={intl.formatMessage({ id: 'cases.intake.confirmation.title' })}
      headingLevel={2}
      framed
      announce
    >
      <p>
        {firm
          ? intl.formatMessage({ id: 'cases.intake.confirmation.next' }, { firm })
          : intl.formatMessage({ id: 'cases.intake.confirmation.nextNoFirm' })}
      </p>
      <p>{intl.formatMessage({ id: 'cases.intake.confirmation.contact' }, { email, phone })}</p>
    </SuccessPanel>
  );
}
