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
import { success } from '../envelope';
import { AppError, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { userOf } from '../plugins/auth';
import { currentUserView, setLanguage, setSkillCategories, updateProfile } from '../services/account';
import { memberPicture, normalisePicture, storePicture } from '../services/pictures';
import { skillCategoriesOf } from '../services/skills';
import { toUserView } from '../services/views';
import { answers, errorResponses } from './schemas';

const MEGABYTE = 1024 * 1024;

/** The picture itself, streamed (never serialised): only its headers are described. */
const pictureResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The PNG picture, with its Content-Type and Content-Length',
});

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  /** The signed-in user as stored now (after a change). */
  const answerUser = async (userId: number) => success(await currentUserView(repos, userId, config.now()));

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
      await setLanguage(repos, user, request.body.lang, config.now());
      return answerUser(user.id);
    },
  );

  app.get(
    '/user/skill-categories',
    { schema: { querystring: LangQuery, response: answers(Type.Array(Category)) } },
    async (request) => success(await skillCategoriesOf(repos, userOf(request).id, localeOf(request))),
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
      return success(await skillCategoriesOf(repos, user.id, lang));
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
      const picture = await memberPicture(repos, config.dataDir, userOf(request), request.params.id);
      return reply
        .header('content-type', 'image/png')
        .header('content-length', picture.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(createReadStream(picture.path));
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
