import { errorToastText, notify, useApiQuery } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { getOnboardingStatus } from '../../../api/legalCases';
import { onboardingReadTicket, storeReadOnboarding } from '../stores/onboarding';

/**
 * The session's user.onboarding was read at sign-in; a case may have arrived since, or the skills been
 * chosen in another app. Read the current flags once per visit of LegalCases and put them in the session.
 */
export function useOnboardingRefresh(enabled: boolean): void {
  const intl = useIntl();
  useApiQuery(
    ['onboarding-status'],
    async (signal) => {
      // Taken when the request leaves: a flag set by a click meanwhile is not overwritten by this answer.
      const ticket = onboardingReadTicket();
      return { onboarding: await getOnboardingStatus(signal), ticket };
    },
    {
      enabled,
      onSuccess: ({ onboarding, ticket }) => storeReadOnboarding(onboarding, ticket),
      // Read at answer time: a language change does not fetch again.
      onError: (error) => notify.error(errorToastText(intl, error)),
    },
  );
}
