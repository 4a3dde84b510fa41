import type { LocalizedText } from '@lexdesk/shared/domain';
import { answer, checkbox, date, file, files, freeText, radio } from '../src/seed/reference/builders';
import { DESCRIBE_SITUATION, NO, UNKNOWN, YES } from '../src/seed/reference/common';
import { REFERENCE_CATEGORIES } from '../src/seed/reference/data';
import { COMPANY } from '../src/seed/reference/matters/company';
import { CONSUMER } from '../src/seed/reference/matters/consumer';
import { CRIMINAL } from '../src/seed/reference/matters/criminal';
import { DEBT } from '../src/seed/reference/matters/debt';
import { EMPLOYMENT } from '../src/seed/reference/matters/employment';
import { FAMILY } from '../src/seed/reference/matters/family';
import { HOUSING } from '../src/seed/reference/matters/housing';
import { IMMIGRATION } from '../src/seed/reference/matters/immigration';
import { TRAFFIC } from '../src/seed/reference/matters/traffic';
import type { ReferenceQuestion } from '../src/seed/reference/types';

/*
 * Invariants of the reference catalogue itself (the data files and their builders); loading it into the
 * database is tested in reference-data.test.ts.
 */

const SLUG = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const LANGUAGES = ['en', 'fr', 'nl'];

const lawCases = REFERENCE_CATEGORIES.flatMap((category) => category.lawCases);
const questions = lawCases.flatMap((lawCase) =>
  lawCase.questions.map((question, index) => ({ where: `${lawCase.code}#${index}`, question })),
);

describe('reference catalogue', () => {
  it('has 9 matters with 38 law cases, in the order of the matter files', () => {
    expect(REFERENCE_CATEGORIES).toHaveLength(9);
    expect(lawCases).toHaveLength(38);
    const matters = [FAMILY, EMPLOYMENT, HOUSING, DEBT, TRAFFIC, CRIMINAL, COMPANY, CONSUMER, IMMIGRATION];
    expect(REFERENCE_CATEGORIES).toEqual(matters);
    REFERENCE_CATEGORIES.forEach((category, index) => expect(category).toBe(matters[index]));
    expect(REFERENCE_CATEGORIES.map((category) => category.code)).toEqual([
      'family',
      'employment',
      'housing',
      'debt',
      'traffic',
      'criminal',
      'company',
      'consumer',
      'immigration',
    ]);
  });

  it('gives every matter a unique slug code and every law case a unique <category>.<slug> code', () => {
    const categoryCodes = REFERENCE_CATEGORIES.map((category) => category.code);
    for (const code of categoryCodes) expect(code).toMatch(SLUG);
    expect(new Set(categoryCodes).size).toBe(categoryCodes.length);

    for (const category of REFERENCE_CATEGORIES) {
      expect(category.lawCases.length).toBeGreaterThan(0);
      for (const { code } of category.lawCases) {
        const [prefix, slug, ...rest] = code.split('.');
        expect({ code, prefix, rest }).toEqual({ code, prefix: category.code, rest: [] });
        expect(slug).toMatch(SLUG);
      }
    }
    const lawCaseCodes = lawCases.map((lawCase) => lawCase.code);
    expect(new Set(lawCaseCodes).size).toBe(lawCaseCodes.length);
  });

  it('has every text in fr, en and nl, none empty', () => {
    const texts: { where: string; text: LocalizedText }[] = [
      ...REFERENCE_CATEGORIES.map((category) => ({ where: category.code, text: category.description })),
      ...lawCases.map((lawCase) => ({ where: lawCase.code, text: lawCase.content })),
      ...questions.flatMap(({ where, question }) => [
        { where, text: question.title },
        ...(question.answers ?? []).map((option) => ({ where: `${where}:${option.value}`, text: option.label })),
      ]),
    ];
    expect(texts.length).toBeGreaterThan(REFERENCE_CATEGORIES.length + lawCases.length + questions.length);
    for (const { where, text } of texts) {
      expect({ where, languages: Object.keys(text).sort() }).toEqual({ where, languages: LANGUAGES });
      const empty = LANGUAGES.filter((language) => {
        const value: unknown = text[language as keyof LocalizedText];
        return typeof value !== 'string' || value.trim() === '';
      });
      expect({ where, empty }).toEqual({ where, empty: [] });
    }
  });

  it('gives radio and checkbox questions at least two answers with unique slug values, and no other question answers', () => {
    for (const { where, question } of questions) {
      if (question.type === 'radio' || question.type === 'checkbox') {
        const values = (question.answers ?? []).map((option) => option.value);
        expect({ where, enough: values.length >= 2 }).toEqual({ where, enough: true });
        expect({ where, values: [...new Set(values)] }).toEqual({ where, values });
        for (const value of values) expect({ where, value }).toEqual({ where, value: expect.stringMatching(SLUG) });
      } else {
        expect({ where, answers: question.answers }).toEqual({ where, answers: undefined });
      }
    }
  });

  it('asks in every law case a radio, a date, a free text and for a document', () => {
    for (const lawCase of lawCases) {
      const types = new Set(lawCase.questions.map((question) => question.type));
      expect({
        code: lawCase.code,
        radio: types.has('radio'),
        date: types.has('date'),
        freeText: types.has('other'),
        document: types.has('file') || types.has('files'),
      }).toEqual({ code: lawCase.code, radio: true, date: true, freeText: true, document: true });
    }
  });

  it('follows the conventions: main radio and description required, documents and checkboxes never', () => {
    for (const lawCase of lawCases) {
      const { code } = lawCase;
      const required = (type: string) => lawCase.questions.some((q) => q.type === type && q.required);
      expect({ code, radio: required('radio'), freeText: required('other') }).toEqual({
        code,
        radio: true,
        freeText: true,
      });
    }
    const optionalOnly = questions
      .filter(({ question }) => ['file', 'files', 'checkbox'].includes(question.type) && question.required)
      .map(({ where }) => where);
    expect(optionalOnly).toEqual([]);
  });

  it('marks every criminal law case penal', () => {
    expect(CRIMINAL.lawCases.every((lawCase) => lawCase.penal === true)).toBe(true);
  });
});

describe('reference catalogue builders', () => {
  const title = { fr: 'Titre', en: 'Title', nl: 'Titel' };

  it('build questions whose defaults follow the conventions', () => {
    const options = [YES, NO];
    expect(radio(title, options)).toEqual({ type: 'radio', required: true, title, answers: options });
    expect(radio(title, options, false).required).toBe(false);
    expect(checkbox(title, options)).toEqual({ type: 'checkbox', required: false, title, answers: options });
    expect(date(title)).toEqual({ type: 'date', required: true, title });
    expect(date(title, false).required).toBe(false);
    expect(freeText(title)).toEqual({ type: 'other', required: true, title });
    expect(file(title)).toEqual({ type: 'file', required: false, title });
    expect(files(title)).toEqual({ type: 'files', required: false, title });
    expect(answer('value', title)).toEqual({ value: 'value', label: title });
  });

  it('share the common answers and description between several matters', () => {
    expect([YES, NO, UNKNOWN].map((option) => option.value)).toEqual(['yes', 'no', 'unknown']);
    expect(DESCRIBE_SITUATION).toMatchObject({ type: 'other', required: true });
    const mattersUsing = (used: (question: ReferenceQuestion) => boolean) =>
      REFERENCE_CATEGORIES.filter((category) => category.lawCases.some((lawCase) => lawCase.questions.some(used)))
        .length;
    const shared = {
      YES: mattersUsing((question) => question.answers?.includes(YES) ?? false),
      NO: mattersUsing((question) => question.answers?.includes(NO) ?? false),
      UNKNOWN: mattersUsing((question) => question.answers?.includes(UNKNOWN) ?? false),
      DESCRIBE_SITUATION: mattersUsing((question) => question === DESCRIBE_SITUATION),
    };
    for (const [name, count] of Object.entries(shared))
      expect({ name, several: count >= 2 }).toEqual({ name, several: true });
  });
});
