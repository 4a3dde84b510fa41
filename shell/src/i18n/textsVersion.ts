import { useLocaleStore } from '@lexdesk/shared/core';
import { createContext } from 'react';

/*
 * Which texts the page shows. The shell's IntlProvider follows the locale store in transitions, so that a remote's
 * texts arriving re-render the page in slices rather than in one long task; a remote's page, revealed in a
 * transition of its own, must then wait until the provider shows the texts that were merged when its module
 * settled, or it would render once with message ids. Each new catalogue object of the store gets the next number.
 */
let version = 0;
let seen = useLocaleStore.getState().messages;

/** The number of the locale store's texts as they are now. */
export function currentTextsVersion(): number {
  const messages = useLocaleStore.getState().messages;
  if (messages !== seen) {
    seen = messages;
    version += 1;
  }
  return version;
}

/** The number of the texts the shell's IntlProvider shows; without the provider (a test), every text. */
export const ShownTextsVersion = createContext<number>(Number.POSITIVE_INFINITY);
