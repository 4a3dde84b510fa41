import { errorToastText, getOnboardingStatus, notify } from '@lexdesk/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { onboardingReadTicket, storeReadOnboarding } from '../stores/onboarding';

/**
 * The session's user.onboarding was read at sign-in; a case may have arrived since, or the skills been
 * chosen in another app. Read the current flags once per visit of LegalCases and put them in the session.
 */
export function useOnboardingRefresh(enabled: boolean): void {
  const intl = useIntl();
  // Read at answer time: a language change must not fetch again.
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  });

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
  }, [enabled]);
}
