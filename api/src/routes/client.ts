import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALES } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { storedFilePath } from '../lib/storage';
import { firmOf, userOf } from '../plugins/auth';
import {
  type ClientRow,
  currentFirmView,
  deleteMember,
  firmMembers,
  inviteMember,
  setIntegrations,
  setMailSystem,
  transferAdministration,
} from '../services/office';
import { policiesOfFirm, publishedPolicyLinks, savePolicies, toFirmPolicies } from '../services/policies';
import { answers, email, integerEnum, langOnlyQuery, stringEnum, strictObject } from './schemas';
import { clientView, deletedMember, firmMember, firmPolicies, invitedEmail, publicPolicyLinks } from './viewSchemas';

/** Rich text of one policy in one language; the cap keeps a pasted book out. */
const POLICY_MAX_LENGTH = 200_000;

const uuidParams = strictObject({ uuid: Type.String({ minLength: 1, maxLength: 100 }) });
const idParams = strictObject({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const flag = integerEnum([0, 1]);
const policyTexts = Type.Array(
  strictObject({ lang: stringEnum(LOCALES), content: Type.String({ maxLength: POLICY_MAX_LENGTH }) }),
  { maxItems: LOCALES.length * 2 },
);

const notFound = () => new AppError(404, 'not_found', 'not_found');

/**
 * The firm of the signed-in user, when `uuid` names it. Another firm's uuid is 404, the same answer as a
 * uuid naming no firm: nobody learns which firms exist.
 */
function ownFirm(request: FastifyRequest, uuid: string): ClientRow {
  const firm = firmOf(request);
  if (firm.uuid !== uuid) throw notFound();
  return firm;
}

/** Office settings: the firm, its members, invitations and policies. Changes are the administrator's. */
export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  const answerFirm = async (firm: ClientRow) => success(await currentFirmView(repos, firm, config.now()));

  app.get('/client', { schema: { querystring: langOnlyQuery, response: answers(clientView) } }, async (request) =>
    answerFirm(firmOf(request)),
  );

  app.post(
    '/client/mail-system',
    {
      schema: {
        body: strictObject({
          mail_system: integerEnum([1, 2]),
          email: Type.Optional(Type.Union([email, Type.Literal('')])),
        }),
        querystring: langOnlyQuery,
        response: answers(clientView),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = firmOf(request);
      await setMailSystem(repos, firm, request.body.mail_system, request.body.email, localeOf(request), config.now());
      return answerFirm(firm);
    },
  );

  app.post(
    '/client/integration',
    {
      schema: {
        body: strictObject({ uses_kleos: Type.Optional(flag), uses_dioxa: Type.Optional(flag) }),
        querystring: langOnlyQuery,
        response: answers(clientView),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = firmOf(request);
      await setIntegrations(repos, firm, request.body, localeOf(request), config.now());
      return answerFirm(firm);
    },
  );

  app.post(
    '/client/admin',
    {
      schema: {
        body: strictObject({ user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        querystring: langOnlyQuery,
        response: answers(clientView),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = firmOf(request);
      await transferAdministration(repos, firm, request.body.user_id, localeOf(request), config.now());
      return answerFirm(firm);
    },
  );

  app.get(
    '/client/:uuid/users',
    { schema: { params: uuidParams, querystring: langOnlyQuery, response: answers(Type.Array(firmMember)) } },
    async (request) => success(await firmMembers(repos, ownFirm(request, request.params.uuid))),
  );

  app.delete(
    '/client/user/:id',
    {
      schema: { params: idParams, querystring: langOnlyQuery, response: answers(deletedMember) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const { id, reassigned_cases, picture } = await deleteMember(
        repos,
        firmOf(request),
        request.params.id,
        config.now(),
      );
      if (picture !== null) await rm(storedFilePath(config.dataDir, picture), { force: true });
      return success({ id, reassigned_cases });
    },
  );

  app.post(
    '/client/invite',
    {
      schema: { body: strictObject({ email }), querystring: langOnlyQuery, response: answers(invitedEmail) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const invited = await inviteMember(
        { repos, mail: app.mail, publicUrl: config.publicUrl, now: config.now() },
        firmOf(request),
        userOf(request),
        request.body.email,
        localeOf(request),
      );
      return success(invited);
    },
  );

  app.get(
    '/client/:uuid/policies',
    { schema: { params: uuidParams, querystring: langOnlyQuery, response: answers(firmPolicies) } },
    async (request) => success(await policiesOfFirm(repos, config.publicUrl, ownFirm(request, request.params.uuid))),
  );

  app.post(
    '/client/:uuid/policies',
    {
      schema: {
        params: uuidParams,
        body: strictObject({ policies: strictObject({ privacy: policyTexts, terms: policyTexts }) }),
        querystring: langOnlyQuery,
        response: answers(firmPolicies),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = ownFirm(request, request.params.uuid);
      const rows = await savePolicies(repos, firm, request.body.policies, config.now());
      return success(toFirmPolicies(config.publicUrl, firm, rows));
    },
  );

  // The intake page links the firm's policies in the litigant's language: public, addresses only.
  app.get(
    '/public/policies/:uuid',
    {
      config: { public: true },
      schema: { params: uuidParams, querystring: langOnlyQuery, response: answers(publicPolicyLinks) },
    },
    async (request) => success(await publishedPolicyLinks(repos, config.publicUrl, request.params.uuid)),
  );
};
