// A remote has no page of its own: the shell composes it. Kept so the build has an entry.
export {};
