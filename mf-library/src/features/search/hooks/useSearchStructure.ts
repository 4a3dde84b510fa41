import { useApiQuery } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { getStructure } from '../../../api/documents';
import { fallbackStructure, SEARCH_STRUCTURE, type FilterDefinition } from '../model/structures';

/** The sidebar's filters from GET /structures; the specification's own while that call fails or loads. */
export function useSearchStructure(): FilterDefinition[] {
  const intl = useIntl();
  const query = useApiQuery(['structures', SEARCH_STRUCTURE, intl.locale], (signal) =>
    getStructure<FilterDefinition[]>(SEARCH_STRUCTURE, signal),
  );
  return Array.isArray(query.data) && query.data.length > 0 ? query.data : fallbackStructure(intl);
}
