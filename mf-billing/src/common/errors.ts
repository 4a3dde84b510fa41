import { errorToastText } from '@lexdesk/shared';
import type { IntlShape } from 'react-intl';

/** Section 8: "Error: " and the server's message (already in the user's language) or the generic one. */
export function errorText(intl: IntlShape, error: unknown): string {
  return errorToastText(intl, error);
}
