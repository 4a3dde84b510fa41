import { searchStructure } from '@lexdesk/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getStructure } from '../../../api/documents';
import { structureKeys } from '../../../api/keys';
import { translateStructure, type FilterDefinition, type StructureName } from '../model/structures';

/** A search form's filters from GET /structures/{name}, in the page's language; the same built in while loading. */
export function useSearchStructure(name: StructureName): FilterDefinition[] {
  const intl = useIntl();
  const query = useQuery({
    queryKey: structureKeys.structure(name),
    queryFn: ({ signal }) => getStructure<FilterDefinition[]>(name, signal),
    // The filters a deployment offers do not change while the page is open.
    staleTime: Infinity,
  });
  const definitions = Array.isArray(query.data) && query.data.length > 0 ? query.data : searchStructure(name);
  return translateStructure(definitions, intl);
}
