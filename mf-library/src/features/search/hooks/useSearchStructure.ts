import { useApiQuery } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { getStructure } from '../../../api/documents';
import { searchStructure } from '@lexdesk/shared/domain';
import { translateStructure, type FilterDefinition, type StructureName } from '../model/structures';

/** A search form's filters from GET /structures/{name}, in the page's language; the same built in while loading. */
export function useSearchStructure(name: StructureName): FilterDefinition[] {
  const intl = useIntl();
  const query = useApiQuery(['structures', name], (signal) => getStructure<FilterDefinition[]>(name, signal));
  const definitions = Array.isArray(query.data) && query.data.length > 0 ? query.data : searchStructure(name);
  return translateStructure(definitions, intl);
}
