import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { createTestApp, ENGINE, LIFTED_RATE_LIMITS, multipartBody, type TestContext } from './helpers';
import { minimalPdf } from '../src/lib/pdf';
// The Stripe API stand-in billing.test.ts and the e2e run use (a plain node:http server).
import { startStripeStandIn } from '../../e2e/stand-ins/stripe-api';
import {
  ACTORS,
  type Actor,
  FIRM_OF,
  FIRMS,
  type Firm,
  MatrixFixture,
  type ResourceKind,
  snapshot,
} from './matrix/fixture';

// The authorisation matrix: every /api route of the app's own route table × every caller (anonymous, a lawyer and
// the administrator of Cabinet Démo, the super administrator, a lawyer and the administrator of Autre Cabinet) ×
// the resources of each firm the route acts on. Each answer must be exactly what the rules allow, and a refusal
// must change no row of any table. A route missing from EXPECTED fails the test: a new route is decided here.
// The rules come from the services (legalCases.ts, office.ts, repositories/documentAccess.ts, labelling.ts,
// anonymisation.ts) and the specification (seeds 000 and 001); document-access.test.ts holds the finer table of
// who sees which kind of library document.

/** 'ok' is any 2xx; a number is that exact refusal. */
type Outcome = 'ok' | 401 | 403 | 404 | 409 | 422;
/** The same for any firm's resource, or one answer for the caller's own firm and another for the other firm. */
type Expect = Outcome | { own: Outcome; foreign: Outcome };

const own = (mine: Outcome, theirs: Outcome): Expect => ({ own: mine, foreign: theirs });
/** Allowed on the caller's own firm's resource; another firm's answers 404, as a resource that does not exist. */
const OWN_FIRM = own('ok', 404);

interface Call {
  /** The resource's token, id or uuid ('' for a route without one). */
  id: string;
  /** The firm whose resource it is (the caller's for a route without one). */
  firm: Firm;
  actor: Actor;
  fixture: MatrixFixture;
}

interface Request {
  url: string;
  payload?: unknown;
  /** A multipart/form-data body (uploads). */
  parts?: Parameters<typeof multipartBody>[0];
}

interface Row {
  resource?: ResourceKind;
  request: (call: Call) => Request | Promise<Request>;
  /**
   * The answer to each caller. The anonymous visitor gets 401 unless said; the lawyer and the administrator of
   * Autre Cabinet get what their Cabinet Démo counterparts get, own and foreign read from their side, unless said.
   */
  expect: {
    anonymous?: Outcome;
    lawyer: Expect;
    firmAdmin: Expect;
    superAdmin: Outcome;
    otherLawyer?: Expect;
    otherAdmin?: Expect;
  };
  /**
   * What the status alone does not show: a problem with an allowed answer (another firm's resource in it,
   * another firm's row changed), or nothing.
   */
  verify?: (call: Call, response: LightMyRequestResponse) => Promise<string | undefined>;
  /** Puts back what an allowed call changed that later calls rely on. */
  undo?: (call: Call) => Promise<void>;
}

const FIRM_NAME: Record<Firm, string> = { demo: 'Cabinet Démo', autre: 'Autre Cabinet' };
const PDF = minimalPdf(['Pièce envoyée pendant la matrice']);
const everyone = (outcome: Outcome) => ({ lawyer: outcome, firmAdmin: outcome, superAdmin: outcome });

/** Every string under a `token` key in an answer, however deep. */
function tokensIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(tokensIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'token' && typeof inner === 'string' ? [inner] : tokensIn(inner),
  );
}
/** The `id` of each item of an answer's list. */
const idsIn = (response: LightMyRequestResponse) =>
  ((response.json() as { data: { id: number }[] }).data ?? []).map((item) => item.id);

/** An allowed list must hold nothing of what the caller may not see. */
const onlyVisibleDocuments: Row['verify'] = async ({ actor, fixture }, response) => {
  const hidden = await fixture.documentsHiddenFrom(actor, tokensIn(response.json()));
  return hidden.length > 0 ? `shows ${hidden.length} documents: ${hidden.slice(0, 3).join(', ')}...` : undefined;
};
const onlyOwnFirmCases: Row['verify'] = async ({ actor, fixture }, response) => {
  const foreign = await fixture.casesOutsideFirmOf(actor, tokensIn(response.json()));
  return foreign.length > 0 ? `shows ${foreign.length} cases: ${foreign.slice(0, 3).join(', ')}...` : undefined;
};
const onlyOwnFirmUsers: Row['verify'] = async ({ actor, fixture }, response) => {
  const foreign = await fixture.usersOutsideFirmOf(actor, idsIn(response));
  return foreign.length > 0 ? `shows users ${foreign.join(', ')}` : undefined;
};

/**
 * A litigant's file is the case's evidence, read through its case only: not library material, so it has no
 * metadata form, labels nor anonymisation, whoever asks (404, as for a token that does not exist).
 */
const NOT_LIBRARY = everyone(404);

/** Who may do what with a document of each firm: its `privateDocument`, `publicDocument` and `litigantFile` rows. */
const documentRows = (
  request: Row['request'],
  private_: Row['expect'],
  public_: Row['expect'],
  litigant?: Row['expect'],
): Row[] => [
  { resource: 'privateDocument', request, expect: private_ },
  { resource: 'publicDocument', request, expect: public_ },
  ...(litigant ? [{ resource: 'litigantFile' as const, request, expect: litigant }] : []),
];

/** Every /api route, as `METHOD /url`: who may call it on which resource. */
const EXPECTED: Record<string, Row | Row[]> = {
  // ---- Public routes: anyone, signed in or not (route-access.test.ts keeps this list exact).
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: { anonymous: 'ok', ...everyone('ok') } },
  'GET /api/public/legal-notice': {
    request: () => ({ url: '/api/public/legal-notice' }),
    expect: { anonymous: 'ok', ...everyone('ok') },
  },
  'GET /api/sanctum/csrf-cookie': {
    request: () => ({ url: '/api/sanctum/csrf-cookie' }),
    expect: { anonymous: 'ok', ...everyone('ok') },
  },
  'GET /api/session': { request: () => ({ url: '/api/session' }), expect: { anonymous: 'ok', ...everyone('ok') } },
  'GET /api/public/policies/:uuid': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/public/policies/${id}` }),
    expect: { anonymous: 'ok', ...everyone('ok') },
  },
  'GET /api/intake/form': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/intake/form?uuid=${id}` }),
    expect: { anonymous: 'ok', ...everyone('ok') },
  },

  // ---- The signed-in user's own account: anyone signed in, the super administrator too.
  'GET /api/user': { request: () => ({ url: '/api/user' }), expect: everyone('ok') },
  'POST /api/user/update': {
    request: async ({ actor, fixture }) => {
      // The caller's own names and address (the anonymous visitor has none: any valid ones).
      const answer = (await fixture.agent(actor).get('/api/user')).json() as {
        data?: { firstname: string | null; lastname: string | null; email: string };
      };
      return {
        url: '/api/user/update',
        payload: {
          firstname: answer.data?.firstname ?? 'Administrateur',
          lastname: answer.data?.lastname ?? 'LexDesk',
          email: answer.data?.email ?? 'nobody@matrix.test',
        },
      };
    },
    expect: everyone('ok'),
  },
  'POST /api/user/language': {
    request: () => ({ url: '/api/user/language', payload: { lang: 'fr' } }),
    expect: everyone('ok'),
  },
  'GET /api/user/skill-categories': { request: () => ({ url: '/api/user/skill-categories' }), expect: everyone('ok') },
  'POST /api/user/skill-categories': {
    request: () => ({ url: '/api/user/skill-categories', payload: { category_ids: [1] } }),
    expect: everyone('ok'),
  },
  'POST /api/user/update-picture': {
    request: () => ({
      url: '/api/user/update-picture',
      parts: [['picture', { content: PNG_PICTURE, filename: 'moi.png', type: 'image/png' }]],
    }),
    expect: everyone('ok'),
  },
  // A member's picture: the members of the same firm and its owner.
  'GET /api/user/:id/picture': {
    resource: 'member',
    request: ({ id }) => ({ url: `/api/user/${id}/picture` }),
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 404 },
  },

  // ---- Onboarding: the member's own flags; naming the firm is its administrator's.
  'GET /api/onboarding/status': { request: () => ({ url: '/api/onboarding/status' }), expect: everyone('ok') },
  'POST /api/onboarding/set-casus': {
    request: () => ({ url: '/api/onboarding/set-casus', payload: {} }),
    expect: everyone('ok'),
  },
  'POST /api/onboarding/done': {
    request: () => ({ url: '/api/onboarding/done', payload: {} }),
    expect: everyone('ok'),
  },
  'POST /api/onboarding/set-client-name': {
    request: ({ firm }) => ({ url: '/api/onboarding/set-client-name', payload: { name: FIRM_NAME[firm] } }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },

  // ---- Legal cases: any member of the firm reads them; only the assignee acts on one. The super administrator
  // has no firm, hence no case.
  'GET /api/legal-cases': {
    request: () => ({ url: '/api/legal-cases?all=1&closed=1&limit=100' }),
    expect: firmOnly('ok'),
    verify: onlyOwnFirmCases,
  },
  'GET /api/legal-cases/:token': {
    resource: 'newCase',
    request: ({ id }) => ({ url: `/api/legal-cases/${id}` }),
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'POST /api/legal-cases/open': {
    resource: 'newCase',
    request: ({ id }) => ({ url: '/api/legal-cases/open', payload: { token: id } }),
    expect: { lawyer: OWN_FIRM, firmAdmin: own(403, 404), superAdmin: 403 },
  },
  'POST /api/legal-cases/close': {
    resource: 'openedCase',
    request: ({ id }) => ({ url: '/api/legal-cases/close', payload: { token: id } }),
    expect: { lawyer: OWN_FIRM, firmAdmin: own(403, 404), superAdmin: 403 },
  },
  'POST /api/legal-cases/refuse': {
    resource: 'newCase',
    request: ({ id }) => ({ url: '/api/legal-cases/refuse', payload: { token: id, reason: 'Hors de nos matières' } }),
    expect: { lawyer: OWN_FIRM, firmAdmin: own(403, 404), superAdmin: 403 },
  },
  'POST /api/legal-cases/assign': {
    resource: 'openedCase',
    // To the administrator of the case's firm: a colleague of the assignee.
    request: ({ id, firm, fixture }) => ({
      url: '/api/legal-cases/assign',
      payload: { case_uuid: id, user_id: fixture.firms[firm].adminId },
    }),
    expect: { lawyer: OWN_FIRM, firmAdmin: own(403, 404), superAdmin: 403 },
  },
  'GET /api/legal-cases/:token/suggested-documents': {
    resource: 'openedCase',
    request: ({ id }) => ({ url: `/api/legal-cases/${id}/suggested-documents` }),
    verify: onlyVisibleDocuments,
    // The super administrator has no case: any case token is one that does not exist for them.
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 404 },
  },
  'POST /api/legal-cases/add-document': {
    resource: 'openedCase',
    request: async ({ id, firm, fixture }) => {
      const document = await fixture.resource('privateDocument', firm, true);
      return { url: `/api/legal-cases/add-document?legalcase_token=${id}&document_token=${document}` };
    },
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'DELETE /api/legal-cases/remove-document': {
    resource: 'openedCase',
    request: async ({ id, firm, fixture }) => {
      const document = await fixture.attachedDocument(id, firm);
      return { url: `/api/legal-cases/remove-document?legalcase_token=${id}&document_token=${document}` };
    },
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'POST /api/lawyers/search': {
    request: () => ({ url: '/api/lawyers/search', payload: { terms: 'a' } }),
    // The caller's firm's lawyers: the super administrator, of no firm, finds nobody (services/lookups.ts).
    expect: everyone('ok'),
    verify: onlyOwnFirmUsers,
  },
  'POST /api/law-cases/search': {
    request: () => ({ url: '/api/law-cases/search', payload: { terms: 'licenciement' } }),
    expect: everyone('ok'),
  },

  // ---- The library (repositories/documentAccess.ts): a firm's private document exists for its members and the
  // provider's staff only (404 for anyone else); a public processed one is read by everyone.
  // The matrix's documents are the newest and hold the word searched: both firms' are on the first page.
  'GET /api/documents': {
    request: () => ({ url: '/api/documents?limit=100' }),
    expect: everyone('ok'),
    verify: onlyVisibleDocuments,
  },
  'POST /api/documents/search': {
    request: () => ({ url: '/api/documents/search', payload: { terms: 'Matrice' } }),
    expect: everyone('ok'),
    verify: onlyVisibleDocuments,
  },
  'GET /api/documents/download/:token': documentRows(
    ({ id }) => ({ url: `/api/documents/download/${id}` }),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
    everyone('ok'),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 404 },
  ),
  'GET /api/documents/as-raw-text/:token': documentRows(
    ({ id }) => ({ url: `/api/documents/as-raw-text/${id}` }),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
    everyone('ok'),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 404 },
  ),
  // Which of the tokens have their text ready: those the caller may not see are left out, never refused.
  'POST /api/documents/as-raw-text/ping': documentRows(
    ({ id }) => ({ url: '/api/documents/as-raw-text/ping', payload: { tokens: [id] } }),
    everyone('ok'),
    everyone('ok'),
  ).map((row) => ({
    ...row,
    verify: async ({ id, firm, actor }, response) => {
      const answered = Object.keys((response.json() as { data: Record<string, unknown> }).data);
      const hidden = row.resource === 'privateDocument' && actor !== 'superAdmin' && FIRM_OF[actor] !== firm;
      return answered.includes(id) === hidden ? `answered ${JSON.stringify(answered)}` : undefined;
    },
  })),
  // Deleting: what the member brought (the lawyer here) or any of the firm's for its administrator; a public
  // document serves other firms (409); the provider's staff delete the provider's documents only.
  'DELETE /api/documents/delete-file': documentRows(
    ({ id }) => ({ url: `/api/documents/delete-file?token=${id}` }),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
    { lawyer: own(409, 403), firmAdmin: own(409, 403), superAdmin: 403 },
    { lawyer: own(403, 404), firmAdmin: own(403, 404), superAdmin: 404 },
  ),
  'POST /api/documents/upload-file': [
    {
      request: () => ({
        url: '/api/documents/upload-file',
        parts: [['file', { content: PDF, filename: 'piece.pdf' }]],
      }),
      expect: everyone('ok'),
    },
    {
      // Into a case: the document is the uploader's firm's in any case, added to the case only when the case is
      // an opened one of that firm (`added_to_case`); another firm's case is left as it was.
      resource: 'openedCase',
      request: ({ id }) => ({
        url: '/api/documents/upload-file',
        parts: [
          ['legalcase_token', id],
          ['file', { content: PDF, filename: 'piece.pdf' }],
        ],
      }),
      expect: everyone('ok'),
      verify: async ({ id, firm, actor, fixture }, response) => {
        const added = (response.json() as { data: { added_to_case: boolean | null } }).data.added_to_case;
        const attached = await fixture.attachedTo(id);
        const ownCase = FIRM_OF[actor] === firm;
        return added === ownCase && attached === (ownCase ? 1 : 0)
          ? undefined
          : `added_to_case ${added}, ${attached} documents in the case`;
      },
    },
  ],
  'GET /api/structures/:name': { request: () => ({ url: '/api/structures/metadata' }), expect: everyone('ok') },

  // ---- Describing and tagging (services/labelling.ts): the metadata by who may delete the document, the labels
  // and the suggestions by the provider's staff only.
  'GET /api/documents/:token': documentRows(
    ({ id }) => ({ url: `/api/documents/${id}` }),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
    everyone('ok'),
    NOT_LIBRARY,
  ),
  'POST /api/documents/update-labelling': [
    ...documentRows(
      ({ id }) => ({ url: '/api/documents/update-labelling', payload: { token: id, metadata: { name: 'Matrice' } } }),
      { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
      { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
      NOT_LIBRARY,
    ),
    ...documentRows(
      ({ id }) => ({ url: '/api/documents/update-labelling', payload: { token: id, categorization: [] } }),
      { lawyer: own(403, 404), firmAdmin: own(403, 404), superAdmin: 'ok' },
      { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
      NOT_LIBRARY,
    ),
  ],
  // Values read in the text: for whoever may read the text.
  'GET /api/documents/:token/metadata-suggestions': documentRows(
    ({ id }) => ({ url: `/api/documents/${id}/metadata-suggestions` }),
    { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
    everyone('ok'),
    NOT_LIBRARY,
  ),
  'GET /api/reference/jurisdictions': {
    request: () => ({ url: '/api/reference/jurisdictions' }),
    expect: everyone('ok'),
  },
  // The API reference (OpenAPI): the provider's staff only.
  'GET /api/openapi.json': {
    request: () => ({ url: '/api/openapi.json' }),
    expect: { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
  },
  'GET /api/prompts/openai-labelling': {
    request: () => ({ url: '/api/prompts/openai-labelling' }),
    expect: { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
  },
  'POST /api/prompts/openai-labelling': {
    request: () => ({ url: '/api/prompts/openai-labelling', payload: { prompt: 'Étiquette ce document.' } }),
    expect: { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
  },
  'POST /api/launch/openai-labelling': documentRows(
    ({ id }) => ({ url: '/api/launch/openai-labelling', payload: { token: id, prompt: 'Étiquette ce document.' } }),
    { lawyer: own(403, 404), firmAdmin: own(403, 404), superAdmin: 'ok' },
    { lawyer: 403, firmAdmin: 403, superAdmin: 'ok' },
    NOT_LIBRARY,
  ),

  // ---- Anonymisation (services/anonymisation.ts): any member of the document's firm, and the provider's staff.
  ...Object.fromEntries(
    (
      [
        ['GET', '', undefined],
        ['POST', '/detect', undefined],
        ['POST', '', { entities: [] }],
        ['POST', '/validate', undefined],
      ] as const
    ).map(([method, suffix, payload]) => [
      `${method} /api/documents/:token/anonymisation${suffix}`,
      documentRows(
        async ({ id, fixture }) => {
          // Validating needs a review to validate: the document's is in review, nothing left undecided.
          if (suffix === '/validate') await fixture.inReview(id);
          return { url: `/api/documents/${id}/anonymisation${suffix}`, payload };
        },
        { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 'ok' },
        { lawyer: own('ok', 403), firmAdmin: own('ok', 403), superAdmin: 'ok' },
        NOT_LIBRARY,
      ),
    ]),
  ),

  // ---- The office (routes/client.ts): the firm read by its members, changed by its administrator; another
  // firm's uuid, member or invitation answers 404 like one that does not exist.
  'GET /api/client': { request: () => ({ url: '/api/client' }), expect: firmOnly('ok') },
  'POST /api/client/mail-system': {
    request: () => ({ url: '/api/client/mail-system', payload: { mail_system: 2 } }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'POST /api/client/integration': {
    request: () => ({ url: '/api/client/integration', payload: { uses_kleos: 0 } }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'POST /api/client/admin': {
    resource: 'member',
    request: ({ id }) => ({ url: '/api/client/admin', payload: { user_id: Number(id) } }),
    // Another firm's member is a field error (422), the same as an id nobody has.
    expect: { lawyer: 403, firmAdmin: own('ok', 422), superAdmin: 403 },
    undo: ({ firm, fixture }) => fixture.restoreAdmin(firm),
  },
  'GET /api/client/:uuid/users': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/client/${id}/users` }),
    verify: onlyOwnFirmUsers,
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'DELETE /api/client/user/:id': {
    resource: 'member',
    request: ({ id }) => ({ url: `/api/client/user/${id}` }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'POST /api/client/invite': {
    // An address invited already: it holds its seat, so the firm's plan never refuses it.
    request: async ({ firm, fixture }) => ({
      url: '/api/client/invite',
      payload: { email: await fixture.invitedEmail(firm) },
    }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'GET /api/client/:uuid/invitations': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/client/${id}/invitations` }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'POST /api/client/invitations/:id/resend': {
    resource: 'invitation',
    request: ({ id }) => ({ url: `/api/client/invitations/${id}/resend` }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'DELETE /api/client/invitations/:id': {
    resource: 'invitation',
    request: ({ id }) => ({ url: `/api/client/invitations/${id}` }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'GET /api/client/:uuid/document-access-log': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/client/${id}/document-access-log` }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'GET /api/client/:uuid/policies': {
    resource: 'firm',
    request: ({ id }) => ({ url: `/api/client/${id}/policies` }),
    expect: { lawyer: OWN_FIRM, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },
  'POST /api/client/:uuid/policies': {
    resource: 'firm',
    request: ({ id }) => ({
      url: `/api/client/${id}/policies`,
      payload: { policies: { privacy: [{ lang: 'fr', content: '<p>Vie privée</p>' }], terms: [] } },
    }),
    expect: { lawyer: 403, firmAdmin: OWN_FIRM, superAdmin: 403 },
  },

  // ---- Skills: the catalogue for anyone signed in; a category's members are those of the caller's firm.
  'GET /api/skillCategories': { request: () => ({ url: '/api/skillCategories' }), expect: everyone('ok') },
  'GET /api/skill-categories/:id/law-cases': {
    request: () => ({ url: '/api/skill-categories/1/law-cases' }),
    expect: everyone('ok'),
  },
  'GET /api/skill-categories/:id/users': {
    // Category 1 is every caller's since POST /api/user/skill-categories above: both firms have members in it.
    request: () => ({ url: '/api/skill-categories/1/users' }),
    expect: firmOnly('ok'),
    verify: onlyOwnFirmUsers,
  },
  'GET /api/skill-categories/:id/skills': {
    request: () => ({ url: '/api/skill-categories/1/skills' }),
    expect: everyone('ok'),
  },

  // ---- Billing: the firm's subscription, read and changed by its administrator only.
  'GET /api/plans': { request: () => ({ url: '/api/plans' }), expect: everyone('ok') },
  'GET /api/client/subscription': {
    request: () => ({ url: '/api/client/subscription' }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'GET /api/client/payment-intent': {
    request: () => ({ url: '/api/client/payment-intent' }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'POST /api/client/subscribe': {
    request: () => ({
      url: '/api/client/subscribe',
      payload: { payment_method_id: 'pm_card_visa', price_id: 'price_basic', vat: 'BE 0123.456.749' },
    }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
  'POST /api/client/unsubscribe': {
    request: () => ({ url: '/api/client/unsubscribe', payload: {} }),
    expect: { lawyer: 403, firmAdmin: 'ok', superAdmin: 403 },
  },
};

/** Public routes that sign in, out or up, or take a third party's delivery: no caller-and-resource question. */
const OUTSIDE_THE_MATRIX: Record<string, string> = {
  'POST /api/auth/login': 'public; auth.test.ts',
  'POST /api/auth/logout': 'public; ends the session it is called with (sessions.test.ts)',
  'POST /api/auth/register': 'public; register.test.ts',
  'POST /api/auth/register-check': 'public; register.test.ts',
  'GET /api/auth/check-invitation': 'public; office.test.ts',
  'POST /api/auth/forgot-password': 'public; password-reset.test.ts',
  'POST /api/auth/reset-password': 'public; password-reset.test.ts',
  'POST /api/intake': 'public; intake.test.ts and security-review.test.ts',
  'POST /api/billing/stripe-webhook': 'public, proven by its signature; billing.test.ts',
};

/** Firm members only: the super administrator has no firm (403). */
function firmOnly(outcome: Outcome): Row['expect'] {
  return { lawyer: outcome, firmAdmin: outcome, superAdmin: 403 };
}

/** Each route's rows, one per kind of resource. */
const rowsOf = (name: string): Row[] => [EXPECTED[name] ?? []].flat();

/** What `actor` must get on a resource of `firm` (or on a route without one), per the row. */
function expectedOutcome(row: Row, actor: Actor, firm: Firm): Outcome {
  const mirrored: Record<Actor, Expect | undefined> = {
    anonymous: row.expect.anonymous ?? 401,
    lawyer: row.expect.lawyer,
    firmAdmin: row.expect.firmAdmin,
    superAdmin: row.expect.superAdmin,
    otherLawyer: row.expect.otherLawyer ?? row.expect.lawyer,
    otherAdmin: row.expect.otherAdmin ?? row.expect.firmAdmin,
  };
  const expected = mirrored[actor];
  if (expected === undefined) throw new Error(`no expectation for ${actor}`);
  if (typeof expected !== 'object') return expected;
  return FIRM_OF[actor] === firm ? expected.own : expected.foreign;
}

const PNG_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

const registered: RouteOptions[] = [];
let ctx: TestContext;
/** The payment provider's stand-in (the e2e run's): the billing routes answer as with Stripe. */
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let fixture: MatrixFixture;
let routeNames: string[];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestApp({
    rateLimits: LIFTED_RATE_LIMITS,
    billing: {
      secretKey: 'sk_test_lexdesk',
      publishableKey: 'pk_test_lexdesk',
      webhookSecret: 'whsec_lexdesk_test',
      prices: { lexdesk_basic: 'price_basic', lexdesk_plus: 'price_plus', lexdesk_pro: 'price_pro' },
      apiUrl: stripe.url,
    },
    onRoute: (route) => registered.push(route),
  });
  fixture = await MatrixFixture.create(ctx);
  // Every kind of case and document of both firms exists before the first list is asked for.
  for (const kind of ['newCase', 'openedCase', 'privateDocument', 'publicDocument', 'litigantFile'] as const) {
    for (const firm of FIRMS) await fixture.resource(kind, firm, false);
  }
  // Fastify's HEAD copies answer what their GET answers: the GET is the one decided.
  routeNames = registered
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
    .filter((name) => !name.startsWith('HEAD '));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

it('decides every route of the route table, and nothing else', () => {
  const decided = [...Object.keys(EXPECTED), ...Object.keys(OUTSIDE_THE_MATRIX)].sort();
  expect(decided).toEqual([...routeNames].sort());
});

async function send(actor: Actor, method: string, request: Request): Promise<LightMyRequestResponse> {
  const agent = fixture.agent(actor);
  if (request.parts) {
    const { payload, contentType } = await multipartBody(request.parts);
    return agent.request(method as 'POST', request.url, { payload, headers: { 'content-type': contentType } });
  }
  return agent.request(method as 'GET', request.url, request.payload === undefined ? {} : { payload: request.payload });
}

const outcomeOf = (status: number): Outcome | number => (status >= 200 && status < 300 ? 'ok' : status);

/** What the run tried: for the summary line (LEXDESK_MATRIX_SUMMARY=1). */
const counted = { cases: 0, refusedChanges: 0, comparedWithMissing: 0 };
afterAll(() => {
  if (process.env.LEXDESK_MATRIX_SUMMARY) {
    console.log(
      `authorisation matrix on ${ENGINE}: ${routeNames.length} routes × ${ACTORS.length} callers × resources = ` +
        `${counted.cases} cases; ${counted.refusedChanges} refused state-changing calls left every table as it was; ` +
        `${counted.comparedWithMissing} not-found answers matched a missing resource's`,
    );
  }
});

// One test per route (the completeness test above ties these names to the route table).
describe('answers every caller exactly what the rules allow, and a refusal changes nothing', () => {
  it.each(Object.keys(EXPECTED))(
    '%s',
    async (name) => {
      const method = name.split(' ')[0] ?? 'GET';
      const changing = isStateChanging(method);
      const outcomes: string[] = [];
      const expected: string[] = [];
      const changes: string[] = [];
      const problems: string[] = [];
      for (const row of rowsOf(name)) {
        for (const actor of ACTORS) {
          const firms: Firm[] = row.resource ? [...FIRMS] : [FIRM_OF[actor] ?? 'demo'];
          for (const firm of firms) {
            counted.cases += 1;
            const call: Call = {
              id: row.resource ? await fixture.resource(row.resource, firm, changing) : '',
              firm,
              actor,
              fixture,
            };
            const request = await row.request(call);
            const before = changing ? await snapshot(ctx.db) : undefined;
            const response = await send(actor, method, request);
            const label = `${row.resource ?? '-'} of ${row.resource ? firm : '-'} by ${actor}`;
            const got = outcomeOf(response.statusCode);
            const want = expectedOutcome(row, actor, firm);
            outcomes.push(`${label}: ${got}${got === want ? '' : ` ${response.body.slice(0, 200)}`}`);
            expected.push(`${label}: ${want}`);
            if (got !== 'ok' && before) {
              const after = await snapshot(ctx.db);
              const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
              counted.refusedChanges += 1;
              if (changed.length > 0) changes.push(`${label} (${got}) changed ${changed.join(', ')}`);
            }
            if (got === 'ok') {
              const problem = await row.verify?.(call, response);
              if (problem) problems.push(`${label}: ${problem}`);
              await row.undo?.(call);
            } else if (row.resource && (got === 404 || got === 422)) {
              // Refused as not found: the same answer, word for word, as for a resource that does not exist.
              const missing = await send(
                actor,
                method,
                await row.request({ ...call, id: MatrixFixture.missing(row.resource) }),
              );
              counted.comparedWithMissing += 1;
              if (missing.statusCode !== response.statusCode || missing.body !== response.body) {
                problems.push(
                  `${label}: ${response.statusCode} ${response.body} but ${missing.statusCode} ${missing.body}`,
                );
              }
            }
          }
        }
      }
      expect(outcomes).toEqual(expected);
      expect(changes).toEqual([]);
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
