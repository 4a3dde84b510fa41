import {
  activeCaseTab,
  canReassign,
  caseActions,
  fileKind,
  gatedTabRedirect,
  groupLitigantFiles,
  isCaseOwner,
  optionLabel,
  showsTabs,
} from './domain';
import { contractPdf, idCardPng, letterDocx, makeLegalCase, photoJpg } from './test/fixtures';

describe('tab gate', () => {
  it.each([
    ['/legal-case/abc/office-documents', '/legal-case/abc/litigeant-documents'],
    ['/legal-case/abc/juridical-documents/', '/legal-case/abc/litigeant-documents'],
  ])('sends a new case from %s to the litigant documents', (path, target) => {
    expect(gatedTabRedirect('new', path)).toBe(target);
  });

  it.each(['/legal-case/abc/demand', '/legal-case/abc/litigeant-documents', '/legal-case/abc'])(
    'lets a new case stay on %s',
    (path) => expect(gatedTabRedirect('new', path)).toBeNull(),
  );

  it.each(['opened', 'closed', 'refused'] as const)('lets a %s case show the library tabs', (status) => {
    expect(gatedTabRedirect(status, '/legal-case/abc/office-documents')).toBeNull();
    expect(gatedTabRedirect(status, '/legal-case/abc/juridical-documents')).toBeNull();
  });

  it('hides the tabs only while new and knows the active tab', () => {
    expect(showsTabs('new')).toBe(false);
    expect(showsTabs('opened')).toBe(true);
    expect(activeCaseTab('/legal-case/abc/demand')).toBe('demand');
    expect(activeCaseTab('/legal-case/abc')).toBeNull();
  });
});

describe('actions by status and ownership', () => {
  it.each([
    ['new', true, ['refuse', 'accept'], true],
    ['opened', true, ['close'], true],
    ['closed', true, [], false],
    ['refused', true, [], false],
    ['new', false, [], false],
    ['opened', false, [], false],
  ] as const)('%s, owner %s: %j, reassign %s', (status, owner, actions, reassign) => {
    expect(caseActions(status, owner)).toEqual(actions);
    expect(canReassign(status, owner)).toBe(reassign);
  });

  it('the owner is the assigned lawyer', () => {
    expect(isCaseOwner({ user_id: 7 }, 7)).toBe(true);
    expect(isCaseOwner({ user_id: 7 }, 9)).toBe(false);
    expect(isCaseOwner({ user_id: null }, undefined)).toBe(false);
    expect(isCaseOwner({ user_id: null }, null)).toBe(false);
  });
});

describe('texts and files', () => {
  it('reads labels in the UI language, French when missing, the raw value when unknown', () => {
    const question = {
      title: { fr: 'Q', en: 'Q', nl: 'Q' },
      answers: [{ value: 'yes', label: { fr: 'Oui', en: 'Yes', nl: '' } }],
    };
    expect(optionLabel(question, 'yes', 'en')).toBe('Yes');
    expect(optionLabel(question, 'yes', 'nl')).toBe('Oui');
    expect(optionLabel(question, 'maybe', 'fr')).toBe('maybe');
  });

  it('names file kinds', () => {
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('application/msword')).toBe('word');
    expect(fileKind(letterDocx.mime)).toBe('word');
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('text/plain')).toBe('other');
  });

  it('groups files by file question, then the documents no answer names', () => {
    const groups = groupLitigantFiles(makeLegalCase());
    expect(groups.map((group) => group.entry?.question.title.fr ?? null)).toEqual([
      'Votre contrat de bail',
      'Vos échanges et photos',
      null,
    ]);
    expect(groups[0]?.files).toEqual([contractPdf]);
    expect(groups[1]?.files.map((file) => file.name)).toEqual([letterDocx.name, photoJpg.name, 'doc-unknown']);
    expect(groups[1]?.files[2]).toEqual({
      token: 'doc-unknown',
      name: 'doc-unknown',
      mime: 'application/pdf',
      size: null,
      url: '/files/doc-unknown',
    });
    expect(groups[2]?.files).toEqual([idCardPng]);
  });

  it('has no group for a case without files', () => {
    expect(groupLitigantFiles(makeLegalCase({ questions_and_answers: [], documents: [] }))).toEqual([]);
  });
});
