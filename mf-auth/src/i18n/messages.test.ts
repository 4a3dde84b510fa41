import { authMessages } from './messages';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('authMessages', () => {
  const frKeys = Object.keys(authMessages.fr).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the French keys', (locale) => {
    expect(Object.keys(authMessages[locale]).sort()).toEqual(frKeys);
  });

  it.each(['fr', 'en', 'nl'] as const)('%s has no empty text and keeps the placeholders of French', (locale) => {
    for (const key of frKeys) {
      const text = authMessages[locale][key] ?? '';
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(authMessages.fr[key] ?? '')]);
    }
  });

  it('keeps the texts the specification quotes verbatim', () => {
    expect(authMessages.fr).toMatchObject({
      'auth.login.invalidCredentials': 'Email ou mot de passe erroné',
      'auth.register.alreadyUsed': 'Cette invitation a déjà été utilisée',
      'auth.register.invalid': "Cette invitation n'est pas valide",
      'auth.welcome.success': 'Le nom de votre société a bien été enregistré',
    });
  });
});
