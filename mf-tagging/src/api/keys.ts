// The queries mf-tagging reads, one key factory: every key starts with `tagging`. The document's detail is worded
// in the page's language (a failed suggestion run's message), so its key carries the language.
import type { Locale } from '@lexdesk/shared';
import { queryOptions } from '@tanstack/react-query';
import { getAnonymisation } from './anonymisation';
import { getDocument, getDocumentText, getLabellingPrompt } from './tagging';

export const taggingKeys = {
  all: ['tagging'] as const,
  documents: () => [...taggingKeys.all, 'document'] as const,
  document: (token: string, locale: Locale) => [...taggingKeys.documents(), token, locale] as const,
  text: (token: string) => [...taggingKeys.all, 'text', token] as const,
  prompt: () => [...taggingKeys.all, 'prompt'] as const,
};

export const taggingQueries = {
  document: (token: string, locale: Locale) =>
    queryOptions({
      queryKey: taggingKeys.document(token, locale),
      queryFn: ({ signal }) => getDocument(token, signal),
    }),
  /** The text does not change once read: never fetched again while the screen shows it. */
  text: (token: string) =>
    queryOptions({
      queryKey: taggingKeys.text(token),
      queryFn: ({ signal }) => getDocumentText(token, signal),
      staleTime: Infinity,
    }),
  prompt: () => queryOptions({ queryKey: taggingKeys.prompt(), queryFn: ({ signal }) => getLabellingPrompt(signal) }),
};

/** The anonymisation review (issue 26): one key per document, under `tagging` like the rest of this remote. */
export const anonymisationKeys = {
  all: [...taggingKeys.all, 'anonymisation'] as const,
  view: (token: string) => [...anonymisationKeys.all, token] as const,
};

export const anonymisationQueries = {
  view: (token: string) =>
    queryOptions({
      queryKey: anonymisationKeys.view(token),
      queryFn: ({ signal }) => getAnonymisation(token, signal),
    }),
};
