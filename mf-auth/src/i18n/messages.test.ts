import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { authMessages } from './messages';

describe('authMessages', () => {
  itKeepsTheLanguagesInStep(authMessages);

  it('keeps the texts the specification quotes verbatim', () => {
    expect(authMessages.fr).toMatchObject({
      'auth.login.invalidCredentials': 'Email ou mot de passe erroné',
      'auth.register.alreadyUsed': 'Cette invitation a déjà été utilisée',
      'auth.register.invalid': "Cette invitation n'est pas valide",
      'auth.welcome.success': 'Le nom de votre société a bien été enregistré',
    });
  });
});
