import { assertSharedContract } from '@lexdesk/shared/core';

/**
 * The @lexdesk/shared contract this remote needs: the major it was built for and the lowest minor whose
 * additions it uses (raise it when the remote starts using a newer addition). Imported first by every
 * exposed module: against an incompatible shell the module throws, and the shell's slot shows its
 * translated fallback with Retry instead of this remote; the rest of the shell keeps working.
 */
export const REQUIRED_SHARED_CONTRACT = '2.3';

assertSharedContract('mf_cases', REQUIRED_SHARED_CONTRACT);
