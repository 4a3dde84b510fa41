// How a firm reaches whoever runs this installation about a subscription: the operator's address
// (LEXDESK_OPERATOR_EMAIL, through GET /public/legal-notice) when it is set, else the legal notice, which names
// the operator. The operator, not a fixed address: each installation is someone's.
import { operatorNoticeQuery, pathTo, useUser } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

/** The legal notice's section of the Legals page (the operator's name, address and the like). */
export const LEGAL_NOTICE_PATH = pathTo.Legals('notices');

export interface OperatorContact {
  /** Null while the operator has set no address (or while the notice loads). */
  email: string | null;
  /** A mailto asking about `plan` (or subscriptions in general), naming the firm so the operator knows who asks. */
  mailto: (plan?: string) => string | null;
}

export function useOperatorContact(): OperatorContact {
  const intl = useIntl();
  const client = useUser()?.client ?? null;
  const email = useQuery(operatorNoticeQuery()).data?.email ?? null;
  const firm = client?.name ?? client?.uuid ?? '';
  return {
    email,
    mailto: (plan) => {
      if (!email) return null;
      const subject = plan
        ? intl.formatMessage({ id: 'billing.contact.planSubject' }, { plan, firm })
        : intl.formatMessage({ id: 'billing.notConfigured.subject' }, { firm });
      const body = intl.formatMessage(
        { id: 'billing.contact.body' },
        { plan: plan ?? '', firm, uuid: client?.uuid ?? '' },
      );
      return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    },
  };
}
