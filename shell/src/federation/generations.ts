import { useSyncExternalStore } from 'react';

/*
 * How many times each remote was registered again. Every slot of a remote reads it, so that a retry
 * pressed in one slot (the page) also revives the other failed slots of that remote (its sidebar).
 */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();

export function bumpRemoteGeneration(remoteName: string): void {
  generations.set(remoteName, (generations.get(remoteName) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteGeneration(remoteName: string): number {
  return useSyncExternalStore(subscribe, () => generations.get(remoteName) ?? 0);
}
