import { errorToastText, notify } from '@lexdesk/shared/core';
import { useOnError } from '@lexdesk/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { onboardingKeys } from '../../../api/keys';
import { getOnboardingStatus } from '../../../api/legalCases';
import { onboardingReadTicket, storeReadOnboarding } from '../stores/onboarding';

/**
 * The session's user.onboarding was read at sign-in; a case may have arrived since, or the skills been
 * chosen in another app. Read the current flags once per visit of LegalCases and put them in the session.
 */
export function useOnboardingRefresh(enabled: boolean): void {
  const intl = useIntl();
  const { error } = useQuery({
    queryKey: onboardingKeys.status(),
    queryFn: async ({ signal }) => {
      // Taken when the request leaves: a flag set by a click meanwhile is not overwritten by this answer.
      const ticket = onboardingReadTicket();
      const onboarding = await getOnboardingStatus(signal);
      storeReadOnboarding(onboarding, ticket);
      return onboarding;
    },
    enabled,
  });
  useOnError(error, (failure) => notify.error(errorToastText(intl, failure)));
}
