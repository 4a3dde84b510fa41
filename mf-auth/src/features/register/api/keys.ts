// The reads of the Register form (Login has none: its first visit carries no byte of TanStack Query).
export const registerKeys = {
  all: ['register'] as const,
  /** Whether an invitation link can be used, and the firm it is for. */
  invitation: (token: string, email: string) => [...registerKeys.all, 'invitation', token, email] as const,
};
