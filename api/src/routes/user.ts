import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Category,
  IdParams,
  LangQuery,
  LanguageBody,
  PictureQuery,
  ProfileBody,
  SkillCategoriesBody,
  User,
} from '@lexdesk/shared/contract';
import { PICTURE_MAX_BYTES } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { success } from '../envelope';
import { AppError, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { storedFilePath } from '../lib/storage';
import { userOf } from '../plugins/auth';
import { setSkillCategories, updateProfile } from '../services/account';
import { normalisePicture, storePicture } from '../services/pictures';
import { localizedColumn } from '../repositories';
import { toUserView } from '../services/views';
import { answers, errorResponses } from './schemas';

const MEGABYTE = 1024 * 1024;

/** The picture itself, streamed (never serialised): only its headers are described. */
const pictureResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The PNG picture, with its Content-Type and Content-Length',
});

const notFound = () => new AppError(404, 'not_found', 'not_found');

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  /** The signed-in user as stored now (after a change). */
  const answerUser = async (userId: number) => {
    const user = await repos.users.findById(userId);
    if (!user) throw new AppError(401, 'unauthenticated', 'unauthenticated');
    return success(await toUserView(repos, user, config.now()));
  };

  app.get('/user', { schema: { querystring: LangQuery, response: answers(User) } }, async (request) =>
    success(await toUserView(repos, userOf(request), config.now())),
  );

  app.post(
    '/user/update',
    {
      schema: {
        body: ProfileBody,
        querystring: LangQuery,
        response: answers(User),
      },
    },
    async (request) => {
      const user = userOf(request);
      await updateProfile(repos, user, request.body, localeOf(request), config.now());
      return answerUser(user.id);
    },
  );

  app.post(
    '/user/language',
    {
      schema: {
        body: LanguageBody,
        querystring: LangQuery,
        response: answers(User),
      },
    },
    async (request) => {
      const user = userOf(request);
      await repos.users.setLang(user.id, request.body.lang, config.now());
      return answerUser(user.id);
    },
  );

  app.get(
    '/user/skill-categories',
    { schema: { querystring: LangQuery, response: answers(Type.Array(Category)) } },
    async (request) => {
      const lang = localeOf(request);
      const categories = await repos.skills.categoriesOf(userOf(request).id);
      return success(categories.map((row) => ({ id: row.id, description: localizedColumn(row, 'description', lang) })));
    },
  );

  app.post(
    '/user/skill-categories',
    {
      schema: {
        body: SkillCategoriesBody,
        querystring: LangQuery,
        response: answers(Type.Array(Category)),
      },
    },
    async (request) => {
      const user = userOf(request);
      const lang = localeOf(request);
      await setSkillCategories(repos, user, request.body.category_ids, lang, config.now());
      const categories = await repos.skills.categoriesOf(user.id);
      return success(categories.map((row) => ({ id: row.id, description: localizedColumn(row, 'description', lang) })));
    },
  );

  // A member's picture, for the members of the same firm and for its owner.
  app.get(
    '/user/:id/picture',
    {
      schema: {
        params: IdParams,
        querystring: PictureQuery,
        response: { 200: pictureResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = userOf(request);
      const owner = await repos.users.findById(request.params.id);
      const visible =
        owner !== undefined &&
        (owner.id === viewer.id || (owner.client_id !== null && owner.client_id === viewer.client_id));
      if (!visible || owner.profile_picture === null) throw notFound();
      const file = storedFilePath(config.dataDir, owner.profile_picture);
      const size = await stat(file).then(
        (stats) => stats.size,
        () => undefined,
      );
      if (size === undefined) throw notFound();
      return reply
        .header('content-type', 'image/png')
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(createReadStream(file));
    },
  );

  // Multipart is accepted by this scope only (and by the intake form's).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // A bigger file is a field error, not a bare 413: one byte over the limit is enough to know.
      throwFileSizeLimit: false,
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 100 },
    });

    scope.post(
      '/user/update-picture',
      { schema: { querystring: LangQuery, response: answers(User) } },
      async (request) => {
        const user = userOf(request);
        const locale = localeOf(request);
        const notSupported = () => new ValidationError({ picture: [t(locale, 'file_not_supported')] });
        if (!request.isMultipart()) throw notSupported();
        const part = await request.file().catch(() => {
          request.raw.resume();
          throw new AppError(400, 'bad_request', 'bad_request');
        });
        if (!part || part.fieldname !== 'picture') throw notSupported();
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new ValidationError({
            picture: [t(locale, 'picture_too_large', { max: PICTURE_MAX_BYTES / MEGABYTE })],
          });
        const png = await normalisePicture(bytes);
        if (!png) throw notSupported();
        await storePicture(repos, config.dataDir, user, png, config.now());
        return answerUser(user.id);
      },
    );
  });
};
