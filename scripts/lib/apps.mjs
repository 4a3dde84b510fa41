// The browser apps: the host and its remotes, in the order they are built.
export const REMOTES = ['mf-auth', 'mf-cases', 'mf-office', 'mf-library', 'mf-tagging', 'mf-billing'];
export const APPS = ['shell', ...REMOTES];
