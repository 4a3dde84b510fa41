import { useQuery } from '@tanstack/react-query';
import { taggingQueries } from '../../api/keys';

/** Specification 001, section 9: "Tagging retry interval 2 seconds". */
export const TEXT_RETRY_MS = 2000;

/**
 * The document's text, asked again every 2 seconds while the document is being read (specification 001,
 * section 2: a loader until content is available). GET /documents/as-raw-text/{token} answers the state with the
 * text, so a document whose reading failed ends the wait instead of spinning forever.
 */
export function useDocumentText(token: string) {
  return useQuery({
    ...taggingQueries.text(token),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.error) return false;
      return !data || (data.text === null && data.state !== 'failure') ? TEXT_RETRY_MS : false;
    },
  });
}
