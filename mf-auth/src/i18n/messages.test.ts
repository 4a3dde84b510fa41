import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { loginMessages } from '../features/login/messages';
import { authMessages } from './messages';

describe('authMessages', () => {
  itKeepsTheLanguagesInStep(authMessages);

  it("shares no key with Login's catalogue, which every page registers beside it", () => {
    const loginKeys = new Set(Object.keys(loginMessages.fr));
    expect(Object.keys(authMessages.fr).filter((key) => loginKeys.has(key))).toEqual([]);
  });

  it('keeps the texts the specification quotes verbatim', () => {
    expect(loginMessages.fr).toMatchObject({ 'auth.login.invalidCredentials': 'Email ou mot de passe erroné' });
    expect(authMessages.fr).toMatchObject({
      'auth.register.alreadyUsed': 'Cette invitation a déjà été utilisée',
      'auth.register.invalid': "Cette invitation n'est pas valide",
      'auth.welcome.success': 'Le nom de votre société a bien été enregistré',
    });
  });
});

describe('loginMessages', () => {
  itKeepsTheLanguagesInStep(loginMessages);
});
