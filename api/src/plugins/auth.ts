import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import { sharedPlugin } from '../lib/plugin';
import type { ClientRow, UserRow } from '../repositories';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
    currentClient: ClientRow | null;
  }
  interface FastifyInstance {
    /**
     * 401 unless the session belongs to a user; sets request.currentUser (and currentClient). Every /api
     * route not marked `config.public` runs it first (routes/index.ts).
     */
    requireUser(request: FastifyRequest): Promise<void>;
    /** 403 unless the user is the administrator of their firm (the user loaded already, or 401). */
    requireFirmAdmin: preHandlerAsyncHookHandler;
  }
}

export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError(401, 'unauthenticated', 'unauthenticated');
  return request.currentUser;
}

export function firmOf(request: FastifyRequest): ClientRow {
  if (!request.currentClient) throw new AppError(403, 'forbidden', 'forbidden');
  return request.currentClient;
}

export const authPlugin = sharedPlugin('auth', async (app) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentClient', null);

  const loadUser = async (request: FastifyRequest): Promise<UserRow> => {
    const userId = request.session?.userId;
    const found = userId == null ? undefined : await app.repos.users.findWithClient(userId);
    if (!found) throw new AppError(401, 'unauthenticated', 'unauthenticated');
    request.currentUser = found.user;
    request.currentClient = found.client ?? null;
    return found.user;
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await loadUser(request);
  });

  app.decorate('requireFirmAdmin', async (request: FastifyRequest) => {
    const user = request.currentUser ?? (await loadUser(request));
    if (request.currentClient?.admin_id !== user.id) throw new AppError(403, 'forbidden', 'forbidden');
  });
});
