/**
 * Resolves in a later task (a timer), not a microtask: work after it runs apart from the task that awaited it, so
 * the shell's start stays a chain of short tasks rather than one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
