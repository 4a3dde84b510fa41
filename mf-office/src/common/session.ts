import { useSessionStore, type Client, type User } from '@lexdesk/shared';

/** The header shows the firm from the session user: keep it in step with a saved firm. */
export function updateSessionClient(client: Client): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, client });
}

/** The user answered by a profile call (name, picture): the header shows it at once. */
export function updateSessionUser(user: User): void {
  useSessionStore.getState().setUser(user);
}

/** Reloads the session user (role after an admin transfer, onboarding flags and categories after a save). */
export async function reloadSessionUser(): Promise<void> {
  try {
    await useSessionStore.getState().load();
  } catch {
    // The screen already saved; the header catches up at the next load.
  }
}
