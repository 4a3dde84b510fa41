import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { sharedMessages, type Catalogue } from '@lexdesk/shared';
import { messages as commonMessages } from '../common/messages';
import { messages as intakeMessages } from '../features/intake/messages';
import { messages as legalCaseMessages } from '../features/legal-case/messages';
import { messages as legalCasesMessages } from '../features/legal-cases/messages';
import { messages } from './messages';

const catalogues: [string, Catalogue][] = [
  ['common', commonMessages],
  ['legal-cases', legalCasesMessages],
  ['legal-case', legalCaseMessages],
  ['intake', intakeMessages],
];

describe('mf-cases messages', () => {
  const frKeys = Object.keys(messages.fr).sort();

  itKeepsTheLanguagesInStep(messages);

  it('gives each id to one catalogue only, none overriding a shared text', () => {
    const owners = new Map<string, string[]>();
    for (const [name, catalogue] of catalogues)
      for (const key of Object.keys(catalogue.fr)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(frKeys.filter((key) => key in sharedMessages.fr)).toEqual([]);
  });

  it('keeps the texts the specification quotes verbatim, its misspellings corrected', () => {
    expect(messages.fr).toMatchObject({
      'cases.legalCases.closed.show': 'Afficher les affaires clôturées',
      'cases.legalCases.closed.hide': 'Masquer les affaires clôturées',
      'cases.noLawCase': 'Aucun cas concret lié',
      'cases.status.closed': 'Clôturée',
      'legalcases.noresult.default': 'Aucune affaire à afficher',
      'cases.case.actions.refuse': 'Refuser',
      'cases.case.actions.accept': 'Accepter',
      'cases.case.actions.close': 'Clôturer',
      'cases.case.reassign.label': "Réassigner l'affaire",
      'cases.case.toast.refused': 'Affaire refusée',
      'cases.case.toast.accepted': 'Affaire acceptée',
      'cases.case.toast.closed': 'Affaire clôturée',
      'cases.case.toast.reassigned': 'Affaire réassignée !',
    });
  });

  it('says "casus" in no English text: the form is the intake form there', () => {
    expect(Object.entries(messages.en).filter(([, text]) => /casus/i.test(text))).toEqual([]);
  });
});
