import { searchStructure } from '@lexdesk/shared/domain';
import { useCallback } from 'react';
import { useStructure } from '../../../common/structure';
import type { FilterDefinition, StructureName } from '../model/structures';

/** A search form's filters from GET /structures/{name}, in the page's language; the same built in while loading. */
export function useSearchStructure(name: StructureName): FilterDefinition[] {
  const builtIn = useCallback(() => searchStructure(name), [name]);
  return useStructure(name, builtIn);
}
