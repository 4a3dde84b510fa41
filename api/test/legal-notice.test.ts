import type { LegalNotice } from '@lexdesk/shared/contract';
import {
  type AppConfig,
  operatorSettingsFromEnv,
  operatorWarning,
  type OperatorSettings,
  paymentsNotice,
  resolveConfig,
  resolveOperator,
} from '../src/config';
import { legalNotice } from '../src/services/legalNotice';
import { createTestApp, type TestContext } from './helpers';

/** A complete operator, as a deployment's environment would give it (the enterprise number's check digits hold). */
const OPERATOR: OperatorSettings = {
  name: 'LexDesk',
  legalForm: 'SRL',
  address: 'Rue de la Loi 16, 1000 Bruxelles',
  companyNumber: '0123456749',
  vatNumber: 'BE 0123.456.749',
  register: 'RPM Bruxelles',
  email: 'contact@lexdesk.example',
  hosting: 'Hébergeur Exemple SA, Avenue Louise 1, 1050 Bruxelles',
};

const readNotice = async (ctx: TestContext) => {
  // Public: no session, no XSRF token.
  const response = await ctx.app.inject({ method: 'GET', url: '/api/public/legal-notice' });
  expect(response.statusCode).toBe(200);
  return response.json().data as LegalNotice;
};

describe('GET /api/public/legal-notice', () => {
  describe('without operator settings', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ seed: 'none' });
    });
    afterAll(() => ctx.close());

    it('says that nothing is filled in rather than show a publisher that is not the operator', async () => {
      expect(await readNotice(ctx)).toEqual({
        name: null,
        legal_form: null,
        address: null,
        company_number: null,
        vat_number: null,
        register: null,
        email: null,
        phone: null,
        subprocessors: [{ role: 'hosting', name: null }],
        complete: false,
      });
    });
  });

  describe('with the operator configured and card payments set up', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        seed: 'none',
        operator: { ...OPERATOR, phone: '+32 2 123 45 67' },
        billing: {
          secretKey: 'sk_test_notice',
          publishableKey: 'pk_test_notice',
          prices: { lexdesk_basic: null, lexdesk_plus: null, lexdesk_pro: null },
        },
      });
    });
    afterAll(() => ctx.close());

    it('publishes every detail the law asks for, written as registers write them, and the payment provider', async () => {
      expect(await readNotice(ctx)).toEqual({
        name: 'LexDesk',
        legal_form: 'srl',
        address: 'Rue de la Loi 16, 1000 Bruxelles',
        company_number: '0123.456.749',
        vat_number: 'BE0123456749',
        register: 'RPM Bruxelles',
        email: 'contact@lexdesk.example',
        phone: '+32 2 123 45 67',
        subprocessors: [
          { role: 'hosting', name: 'Hébergeur Exemple SA, Avenue Louise 1, 1050 Bruxelles' },
          { role: 'payments', name: 'Stripe Payments Europe, Limited' },
        ],
        complete: true,
      });
    });
  });

  describe('with malformed values', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        seed: 'none',
        operator: { ...OPERATOR, legalForm: 'SPRL', companyNumber: '0123.456.748', email: 'contact' },
      });
    });
    afterAll(() => ctx.close());

    it('never publishes a value that cannot be right', async () => {
      const notice = await readNotice(ctx);
      expect(notice).toMatchObject({ legal_form: null, company_number: null, email: null, complete: false });
      expect(notice.vat_number).toBe('BE0123456749');
    });
  });
});

describe('the operator settings', () => {
  it('are read from LEXDESK_OPERATOR_*, blanks left out', () => {
    expect(
      operatorSettingsFromEnv({
        LEXDESK_OPERATOR_NAME: ' LexDesk ',
        LEXDESK_OPERATOR_LEGAL_FORM: 'srl',
        LEXDESK_OPERATOR_ADDRESS: '   ',
        LEXDESK_OPERATOR_MAIL_PROVIDER: 'Courrier Exemple',
      }),
    ).toEqual({ name: 'LexDesk', legalForm: 'srl', mailProvider: 'Courrier Exemple' });
  });

  it('tell whoever installs LexDesk, not the firms, that payments are off and where firms are sent instead', () => {
    expect(paymentsNotice(undefined, 'contact@lexdesk.example')).toBe(
      'Payments are off (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY unset): firms cannot subscribe online; the ' +
        'plans page asks firms to write to the operator (contact@lexdesk.example) (see README, Subscriptions and payments).',
    );
    expect(paymentsNotice(undefined, null)).toContain('set LEXDESK_OPERATOR_EMAIL');
    const prices = { lexdesk_basic: 'price_b', lexdesk_plus: 'price_p', lexdesk_pro: 'price_x' };
    const billing = { secretKey: 'sk_test', publishableKey: 'pk_test', prices };
    expect(paymentsNotice(billing, null)).toBeUndefined();
    expect(paymentsNotice({ ...billing, prices: { ...prices, lexdesk_pro: null } }, 'contact@lexdesk.example')).toMatch(
      /^STRIPE_PRICE_PRO unset: Pro cannot be subscribed to online; the plans page asks firms to write to the operator/,
    );
  });

  it('warn at start about what is missing or malformed, naming the variables', () => {
    expect(operatorWarning(resolveOperator(OPERATOR).problems)).toBeUndefined();
    const { problems } = resolveOperator(
      { ...OPERATOR, address: undefined, vatNumber: 'BE0123456748' },
      { mail: true, storage: false },
    );
    expect(problems).toEqual([
      { variable: 'LEXDESK_OPERATOR_ADDRESS', problem: 'missing' },
      { variable: 'LEXDESK_OPERATOR_VAT_NUMBER', problem: 'invalid' },
      { variable: 'LEXDESK_OPERATOR_MAIL_PROVIDER', problem: 'missing' },
    ]);
    const warning = operatorWarning(problems) ?? '';
    expect(warning).toContain('not set: LEXDESK_OPERATOR_ADDRESS, LEXDESK_OPERATOR_MAIL_PROVIDER');
    expect(warning).toContain('not valid');
    expect(warning).toContain('LEXDESK_OPERATOR_VAT_NUMBER');
    expect(operatorWarning(resolveOperator({}).problems)).toContain('LEXDESK_OPERATOR_NAME');
  });

  it('name the mail and storage services only where the installation uses them', () => {
    const config = (options: Partial<AppConfig>): AppConfig => ({
      ...resolveConfig({ dataDir: '/tmp', operator: { ...OPERATOR, mailProvider: 'Courrier Exemple' } }),
      ...options,
    });
    expect(legalNotice(config({})).subprocessors.map((entry) => entry.role)).toEqual(['hosting']);
    const withServices = legalNotice(
      config({
        smtpUrl: 'smtp://mail.example',
        s3: { bucket: 'b', region: 'eu-west-1', forcePathStyle: false, prefix: '' },
      }),
    );
    expect(withServices.subprocessors).toEqual([
      { role: 'hosting', name: OPERATOR.hosting },
      { role: 'mail', name: 'Courrier Exemple' },
      // The storage provider is not named: the notice is not complete.
      { role: 'storage', name: null },
    ]);
    expect(withServices.complete).toBe(false);
  });
});
