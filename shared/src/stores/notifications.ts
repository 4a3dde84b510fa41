import { create } from 'zustand';
import type { Notification, NotificationType } from '../types/entities';

export const TOAST_DURATION_MS = 6000;

interface NotificationState {
  items: Notification[];
  notify: (text: string, type?: NotificationType) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>((set, get) => ({
  items: [],
  // The same message while its toast is still shown (a save made twice in a row) replaces it rather than stacking a
  // second copy: one toast says it, for its full duration again.
  notify: (text, type = 'success') => {
    const id = nextId++;
    set((state) => ({
      items: [...state.items.filter((item) => item.text !== text || item.type !== type), { id, text, type }],
    }));
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    return id;
  },
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));

/** Shorthands for code outside React (API helpers, route loaders). */
export const notify = {
  success: (text: string) => useNotificationStore.getState().notify(text, 'success'),
  error: (text: string) => useNotificationStore.getState().notify(text, 'error'),
  alert: (text: string) => useNotificationStore.getState().notify(text, 'alert'),
};
