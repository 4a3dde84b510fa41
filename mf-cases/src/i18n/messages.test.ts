import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { sharedMessages, type Catalogue } from '@lexdesk/shared';
import { messages as commonMessages } from '../common/messages';
import { messages as intakeMessages } from '../features/intake/messages';
import { messages as legalCaseMessages } from '../features/legal-case/messages';
import { messages as legalCasesMessages } from '../features/legal-cases/messages';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listMessages } from './lists/messages';
import { messages } from './messages';
import { moreMessages } from './more/messages';

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

/** The source files under `dir` (tests apart). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts'
      ? [full]
      : [];
  });
}

describe("the lists' catalogue (what a start on a list registers alone)", () => {
  itKeepsTheLanguagesInStep(listMessages);
  itKeepsTheLanguagesInStep(moreMessages);

  it('holds every text the list screens use, so a start on a list never shows an id', () => {
    const root = join(__dirname, '..');
    const files = [
      ...sources(join(root, 'features/legal-cases')),
      ...sources(join(root, 'common')),
      ...['MyCases', 'AllCases', 'LegalCases'].map((name) => join(root, `exposes/${name}.tsx`)),
    ];
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const ids = [...text.matchAll(/'((?:cases|legalcases)\.[A-Za-z0-9_.]+)'/g)].map((match) => match[1] ?? '');
    // A template id (`cases.status.${status}`) needs at least one text under its fixed start.
    const prefixes = [...text.matchAll(/`(cases\.[A-Za-z0-9_.]*)\$\{/g)].map((match) => match[1] ?? '');
    const keys = Object.keys(listMessages.fr);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !keys.includes(id))).toEqual([]);
    expect(prefixes.filter((prefix) => !keys.some((key) => key.startsWith(prefix)))).toEqual([]);
  });

  it('shares no id with the catalogue the other pages add', () => {
    const more = new Set(Object.keys(moreMessages.fr));
    expect(Object.keys(listMessages.fr).filter((key) => more.has(key))).toEqual([]);
  });
});
