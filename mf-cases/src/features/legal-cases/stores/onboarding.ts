import { useSessionStore, type Onboarding } from '@lexdesk/shared/core';

const FLAGS: readonly (keyof Onboarding)[] = [
  'has_user_set_their_skills',
  'has_user_set_casus_on_their_site',
  'has_done_onboarding',
  'has_ever_received_a_case',
];

/** Counts the answers of set-casus and done: a status read sent before one of them is older than it. */
let marks = 0;

function putInSession(onboarding: Onboarding): void {
  useSessionStore.setState((state) => {
    if (!state.user) return {};
    const current = state.user.onboarding;
    // An unchanged answer leaves the store as it is (no re-render).
    if (FLAGS.every((flag) => current[flag] === onboarding[flag])) return {};
    return { user: { ...state.user, onboarding } };
  });
}

/**
 * The answer of set-casus or done goes into the session user, so that every reader of user.onboarding
 * (the panel's rule, other apps) re-evaluates.
 */
export function storeMarkedOnboarding(onboarding: Onboarding): void {
  marks += 1;
  putInSession(onboarding);
}

/** Call before reading the status; pass the ticket to storeReadOnboarding with the answer. */
export function onboardingReadTicket(): number {
  return marks;
}

/** A status answer, unless a flag was marked after the read was sent (its answer is newer). */
export function storeReadOnboarding(onboarding: Onboarding, ticket: number): void {
  if (ticket === marks) putInSession(onboarding);
}
