import { errorToastText, getOnboardingStatus, notify } from '@lexdesk/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLatest } from '../../../common/hooks/useLatest';
import { onboardingReadTicket, storeReadOnboarding } from '../stores/onboarding';

/**
 * The session's user.onboarding was read at sign-in; a case may have arrived since, or the skills been
 * chosen in another app. Read the current flags once per visit of LegalCases and put them in the session.
 */
export function useOnboardingRefresh(enabled: boolean): void {
  // Read at answer time: a language change must not fetch again.
  const intlRef = useLatest(useIntl());

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const ticket = onboardingReadTicket();
    getOnboardingStatus().then(
      (onboarding) => {
        if (current) storeReadOnboarding(onboarding, ticket);
      },
      (error: unknown) => {
        if (current) notify.error(errorToastText(intlRef.current, error));
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, intlRef]);
}
