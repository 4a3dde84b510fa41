import { create } from 'zustand';
import { fetchSession, logout as logoutCall } from '../api/auth';
import { isApiError } from '../api/errors';
import { LOCALES, type Locale, type Role, type User } from '../types/entities';
import { useLocaleStore } from './locale';

export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Loads the current user; an absent session leaves the store anonymous rather than failing. */
  load: () => Promise<User | null>;
  setUser: (user: User) => void;
  clear: () => void;
  logout: () => Promise<void>;
}

/** The language the user chose last while signed in (`lang` of the user view), if the API gave one. */
export function storedLanguageOf(user: User): Locale | null {
  // Checked, not trusted: an older API answers without it.
  const lang = user.lang;
  return lang !== undefined && LOCALES.includes(lang) ? lang : null;
}

/**
 * Signing in (login, register, the session found at start) switches the interface to the user's stored
 * language. A refresh of an already signed-in user (profile saved) leaves the current choice alone.
 */
async function restoreLanguageOnSignIn(wasSignedIn: boolean, user: User | null): Promise<void> {
  if (wasSignedIn || !user) return;
  const lang = storedLanguageOf(user);
  // Resolves once that language's texts are loaded and shown (the start renders in it, not before).
  if (lang && lang !== useLocaleStore.getState().locale) await useLocaleStore.getState().setLocale(lang);
}

export const useSessionStore = create<SessionState>((set, get) => ({
  status: 'unknown',
  user: null,
  load: async () => {
    const wasSignedIn = get().status === 'authenticated';
    set((state) => ({ status: state.status === 'authenticated' ? 'authenticated' : 'loading' }));
    try {
      // An anonymous visitor is an answer (user null), not a 401.
      const user = await fetchSession();
      set(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
      await restoreLanguageOnSignIn(wasSignedIn, user);
      return user;
    } catch (error) {
      if (isApiError(error) && error.status !== 401) throw error;
      set({ status: 'anonymous', user: null });
      return null;
    }
  },
  setUser: (user) => {
    const wasSignedIn = get().status === 'authenticated';
    set({ status: 'authenticated', user });
    void restoreLanguageOnSignIn(wasSignedIn, user);
  },
  clear: () => set({ status: 'anonymous', user: null }),
  logout: async () => {
    try {
      await logoutCall();
    } finally {
      set({ status: 'anonymous', user: null });
    }
  },
}));

export function roleOf(user: User | null): Role | null {
  if (!user) return null;
  return user.admin === 1 ? 'admin' : 'user';
}

/** The firm administrator is the user whose id equals the firm's admin_id. */
export function isFirmAdmin(user: User | null): boolean {
  return !!user?.client && user.client.admin_id === user.id;
}

export function firmLawyerIds(user: User | null): number[] {
  return (user?.client?.lawyer_list ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

export const useUser = () => useSessionStore((state) => state.user);
export const useRole = () => useSessionStore((state) => roleOf(state.user));
export const useIsFirmAdmin = () => useSessionStore((state) => isFirmAdmin(state.user));
