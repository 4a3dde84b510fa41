import { commonPasswordReason, preparePasswordPolicy } from '../src/lib/passwordPolicy';
import { t, LOCALES } from '../src/i18n';

// Every password the API tests, the mf-auth tests and the e2e specs give a new account, and the demo's.
const IN_USE = [
  'lexdesk-demo',
  'nouveau-mot-de-passe',
  'un-bon-mot-de-passe',
  'un-mot-de-passe-solide',
  'mot-de-passe-long',
  'ancien-mot-de-passe',
  'encore-autre-chose',
  'autre-chose',
  'invitation-2026',
  'assez-long-1',
  'assez-long-2',
];

beforeAll(() => preparePasswordPolicy());

describe('commonPasswordReason', () => {
  it.each(IN_USE)('accepts %s', (password) => {
    expect(commonPasswordReason(password)).toBeUndefined();
  });

  it.each([
    '12345678',
    'password',
    'Password1',
    'P@ssw0rd',
    'aaaaaaaa',
    'xxxxxxxxxxxx',
    'azertyuiop',
    'qwertzuiop',
    'motdepasse',
    'soleil123',
    'wachtwoord',
    'Wachtwoord1!',
    'welkom01',
    'iloveyou',
    'drowssap',
  ])('refuses %s', (password) => {
    expect(commonPasswordReason(password)).toBe('common');
  });

  it('refuses a single word of French, Dutch or English, whatever its length', () => {
    for (const word of ['gouvernement', 'parlementaire', 'Bruxelles', 'rechtbank', 'advocaat', 'constitution'])
      expect({ word, reason: commonPasswordReason(word) }).toEqual({ word, reason: 'common' });
  });

  it("counts the account's own words as a list", () => {
    expect(commonPasswordReason('sandrinedupontel')).toBeUndefined();
    expect(commonPasswordReason('sandrinedupontel', ['Sandrine', ' Dupontel ', ''])).toBe('common');
  });

  it('leaves the empty password to the required and length checks', () => {
    expect(commonPasswordReason('')).toBeUndefined();
  });
});

describe('field_password_common', () => {
  it('has a text in every language', () => {
    for (const locale of LOCALES) expect(t(locale, 'field_password_common')).toMatch(/\w{4}/);
    expect(t('fr', 'field_password_common')).toMatch(/mot de passe/);
  });
});
