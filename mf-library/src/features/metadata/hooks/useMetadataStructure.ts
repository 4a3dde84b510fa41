import { metadataStructure } from '@lexdesk/shared/domain';
import { type FilterDefinition, useStructure } from '../../../common/structure';

/** The metadata form's definition from GET /structures/metadata, translated; the built-in one meanwhile. */
export function useMetadataStructure(): FilterDefinition[] {
  return useStructure('metadata', metadataStructure);
}
