import { useQuery } from '@tanstack/react-query';
import { metadataQueries } from '../../../api/keys';
import type { MetadataSuggestion } from '../../../api/metadata';

export type SuggestionsStatus = 'none' | 'reading' | 'loading' | 'ready' | 'failed';

export interface DocumentSuggestions {
  /** none: no document yet; reading: its text is being extracted; loading: the values are being read. */
  status: SuggestionsStatus;
  suggestions: MetadataSuggestion[];
  /** The document's text, to quote what it says where each value was read. */
  text: string;
}

/**
 * The metadata values read from a document's text: its text is asked for every 2 seconds until the worker has
 * read it (an upload's), then GET /documents/{token}/metadata-suggestions. Nothing is read for no token.
 */
export function useDocumentSuggestions(token: string | null): DocumentSuggestions {
  const text = useQuery({ ...metadataQueries.text(token ?? ''), enabled: token !== null });
  const documentText = text.data?.text ?? null;
  const suggestions = useQuery({
    ...metadataQueries.suggestions(token ?? ''),
    enabled: token !== null && documentText !== null,
  });
  if (token === null) return { status: 'none', suggestions: [], text: '' };
  if (text.isError || suggestions.isError || text.data?.state === 'failure') {
    return { status: 'failed', suggestions: [], text: '' };
  }
  if (documentText === null) return { status: 'reading', suggestions: [], text: '' };
  if (!suggestions.data) return { status: 'loading', suggestions: [], text: documentText };
  return { status: 'ready', suggestions: suggestions.data, text: documentText };
}
