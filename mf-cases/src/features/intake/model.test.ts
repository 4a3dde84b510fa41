import { MAX_INTAKE_FILES, MAX_UPLOAD_BYTES, type IntakeQuestion } from '@lexdesk/shared';
import * as v from 'valibot';
import { selectFiles } from './files';
import {
  emptyIntakeValues,
  fieldForServerKey,
  intakeSchema,
  mapServerErrors,
  parseLawCaseId,
  type IntakeValues,
} from './model';
import { makeForm, pdf } from './test/render';

const questions = makeForm('fr').questions;
const question = (id: number) => questions.find((q) => q.id === id) as IntakeQuestion;

const valid = (): IntakeValues => ({
  ...emptyIntakeValues(),
  answers: { q11: ['contract'], q12: 'yes', q13: '2026-06-30', q14: 'Texte' },
  files: { q15: [pdf()] },
  firstname: 'Anne',
  lastname: 'Martin',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
  privacyAcknowledged: true,
});

const issuesOf = (values: IntakeValues) =>
  Object.fromEntries(
    (v.safeParse(intakeSchema(questions), values).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
  );

describe('intake schema', () => {
  it('accepts a complete form, optional questions left empty', () => {
    expect(issuesOf(valid())).toEqual({});
  });

  it('refuses an impossible date and a text over the limit, with the catalogue ids', () => {
    const values = valid();
    values.answers.q13 = '2026-02-30';
    values.answers.q14 = 'x'.repeat(5001);
    expect(issuesOf(values)).toEqual({
      'answers.q13': 'cases.intake.validation.date',
      'answers.q14': 'cases.intake.validation.tooLong',
    });
  });

  it('treats a radio with nothing ticked (null) and blank texts as missing', () => {
    const values = valid();
    values.answers.q12 = null;
    values.answers.q14 = '   ';
    values.files.q15 = [];
    expect(issuesOf(values)).toEqual({
      'answers.q12': 'validation.required',
      'answers.q14': 'validation.required',
      'files.q15': 'validation.required',
    });
  });
});

describe('server errors', () => {
  it('maps answer, file and contact keys onto the fields, in page order', () => {
    expect(fieldForServerKey('answers.14', questions)).toBe('answers.q14');
    expect(fieldForServerKey('answers[11]', questions)).toBe('answers.q11');
    expect(fieldForServerKey('answers.15', questions)).toBe('files.q15');
    expect(fieldForServerKey('files.16.2', questions)).toBe('files.q16');
    expect(fieldForServerKey('phone', questions)).toBe('phone');
    expect(fieldForServerKey('answers.999', questions)).toBeNull();
    expect(fieldForServerKey('uuid', questions)).toBeNull();
    expect(
      mapServerErrors(
        { phone: ['Mauvais numéro'], 'answers.12': ['Choix inconnu', 'Autre'], uuid: ['Cabinet inconnu'] },
        [question(12)],
      ),
    ).toEqual({
      fields: [
        ['answers.q12', 'Choix inconnu'],
        ['phone', 'Mauvais numéro'],
      ],
      other: ['Cabinet inconnu'],
    });
  });
});

describe('query parameters', () => {
  it('reads the law case from the URL', () => {
    expect(parseLawCaseId('42')).toBe(42);
    expect(parseLawCaseId('')).toBeNull();
    expect(parseLawCaseId('0')).toBeNull();
    expect(parseLawCaseId('4.2')).toBeNull();
    expect(parseLawCaseId('abc')).toBeNull();
  });
});

describe('selectFiles', () => {
  it('keeps accepted files and says why the others are refused', () => {
    const big = pdf('big.pdf', MAX_UPLOAD_BYTES + 1);
    const result = selectFiles([pdf('a.pdf'), pdf('notes.txt'), big, pdf('B.DOCX')], [], 0, true);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'B.DOCX']);
    expect(result.refused).toEqual([
      { name: 'notes.txt', reason: 'unsupported' },
      { name: 'big.pdf', reason: 'tooBig' },
    ]);
  });

  it('counts the files of the other questions towards the total, and skips a file already chosen', () => {
    const first = pdf('a.pdf');
    const result = selectFiles([first, pdf('b.pdf'), pdf('c.pdf')], [first], MAX_INTAKE_FILES - 2, true);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.refused).toEqual([{ name: 'c.pdf', reason: 'tooMany' }]);
  });

  it('replaces the file of a single-file question, and keeps it when the new one is refused', () => {
    const current = [pdf('old.pdf')];
    expect(selectFiles([pdf('new.pdf')], current, 0, false).files.map((f) => f.name)).toEqual(['new.pdf']);
    expect(selectFiles([pdf('new.exe')], current, 0, false)).toEqual({
      files: current,
      refused: [{ name: 'new.exe', reason: 'unsupported' }],
    });
  });
});
