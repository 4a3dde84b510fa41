import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminTransferBody,
  Client,
  DeletedMember,
  DocumentAccessEntry,
  DocumentAccessLogQuery,
  FirmMember,
  FirmPolicies,
  IdParams,
  IntegrationBody,
  InvitedEmail,
  InviteBody,
  LangQuery,
  MailSystemBody,
  PendingInvitation,
  PoliciesBody,
  PublicPolicyLinks,
  RevokedInvitation,
  UuidParams,
} from '@lexdesk/shared/contract';
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
  resendInvitation,
  setIntegrations,
  setMailSystem,
  transferAdministration,
} from '../services/office';
import { PAGE_SIZE } from '@lexdesk/shared/domain';
import { accessLogOfFirm } from '../services/documentAccessLog';
import { pendingInvitationsOf, revokeInvitation } from '../services/invitations';
import { policiesOfFirm, publishedPolicyLinks, savePolicies, toFirmPolicies } from '../services/policies';
import { answers } from './schemas';

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

  app.get('/client', { schema: { querystring: LangQuery, response: answers(Client) } }, async (request) =>
    answerFirm(firmOf(request)),
  );

  app.post(
    '/client/mail-system',
    {
      schema: {
        body: MailSystemBody,
        querystring: LangQuery,
        response: answers(Client),
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
        body: IntegrationBody,
        querystring: LangQuery,
        response: answers(Client),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = firmOf(request);
      await setIntegrations(
        { repos, mail: app.mail, operatorEmail: config.operator.email, now: config.now() },
        firm,
        userOf(request),
        request.body,
        localeOf(request),
      );
      return answerFirm(firm);
    },
  );

  app.post(
    '/client/admin',
    {
      schema: {
        body: AdminTransferBody,
        querystring: LangQuery,
        response: answers(Client),
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
    { schema: { params: UuidParams, querystring: LangQuery, response: answers(Type.Array(FirmMember)) } },
    async (request) => success(await firmMembers(repos, ownFirm(request, request.params.uuid))),
  );

  app.delete(
    '/client/user/:id',
    {
      schema: { params: IdParams, querystring: LangQuery, response: answers(DeletedMember) },
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
      schema: { body: InviteBody, querystring: LangQuery, response: answers(InvitedEmail) },
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

  // The invitations waiting for their lawyer, under the lawyers list: listed, resent or revoked by the
  // administrator. Another firm's invitation is 404 like one that does not exist.
  app.get(
    '/client/:uuid/invitations',
    {
      schema: { params: UuidParams, querystring: LangQuery, response: answers(Type.Array(PendingInvitation)) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => success(await pendingInvitationsOf(repos, ownFirm(request, request.params.uuid), config.now())),
  );

  app.post(
    '/client/invitations/:id/resend',
    {
      schema: { params: IdParams, querystring: LangQuery, response: answers(PendingInvitation) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) =>
      success(
        await resendInvitation(
          { repos, mail: app.mail, publicUrl: config.publicUrl, now: config.now() },
          firmOf(request),
          userOf(request),
          request.params.id,
        ),
      ),
  );

  app.delete(
    '/client/invitations/:id',
    {
      schema: { params: IdParams, querystring: LangQuery, response: answers(RevokedInvitation) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => success(await revokeInvitation(repos, firmOf(request), request.params.id, config.now())),
  );

  // What the provider's staff did with the firm's private documents (issue 23 item 1): the administrator's.
  app.get(
    '/client/:uuid/document-access-log',
    {
      schema: {
        params: UuidParams,
        querystring: DocumentAccessLogQuery,
        response: answers(Type.Array(DocumentAccessEntry)),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const { entries, total } = await accessLogOfFirm(repos, ownFirm(request, request.params.uuid), {
        limit: request.query.limit ?? PAGE_SIZE,
        offset: request.query.offset ?? 0,
      });
      return success(entries, { total });
    },
  );

  app.get(
    '/client/:uuid/policies',
    { schema: { params: UuidParams, querystring: LangQuery, response: answers(FirmPolicies) } },
    async (request) => success(await policiesOfFirm(repos, config.publicUrl, ownFirm(request, request.params.uuid))),
  );

  app.post(
    '/client/:uuid/policies',
    {
      schema: {
        params: UuidParams,
        body: PoliciesBody,
        querystring: LangQuery,
        response: answers(FirmPolicies),
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
      schema: { params: UuidParams, querystring: LangQuery, response: answers(PublicPolicyLinks) },
    },
    async (request) => success(await publishedPolicyLinks(repos, config.publicUrl, request.params.uuid)),
  );
};
