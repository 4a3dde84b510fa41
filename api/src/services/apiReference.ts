import type { OpenApiDocument } from '@lexdesk/shared/contract';
import type { Static } from '@sinclair/typebox';
import { AppError } from '../errors';
import type { UserRow } from '../repositories';
import { isSuperAdmin } from '../repositories/documentAccess';

/**
 * GET /api/openapi.json: the API reference, for the super administrator only (403 to anyone else, as the other
 * routes that describe the whole installation); `document` makes it.
 */
export function apiReferenceFor(
  user: UserRow,
  document: () => Static<typeof OpenApiDocument>,
): Static<typeof OpenApiDocument> {
  if (!isSuperAdmin(user)) throw new AppError(403, 'forbidden', 'forbidden');
  return document();
}
