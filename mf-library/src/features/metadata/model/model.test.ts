import { DocumentMetadata as DocumentMetadataSchema } from '@lexdesk/shared/contract';
import { ApiError } from '@lexdesk/shared';
import { METADATA_DATE_FIELDS, METADATA_FIELD_LISTS } from '@lexdesk/shared/domain';
import { makeLawyer, makeSuperAdmin } from '../../../common/test/session';
import { quoteOf } from './suggestions';
import { AUTHOR_NAME_LIMIT, serverFieldErrors, TEXT_LIMITS } from './validation';
import { TEXT_FIELDS, toFormValues, toMetadata, withSourceRules } from './values';

describe('the form’s values and the metadata they stand for', () => {
  it('keeps only what applies to the chosen type, trimmed, empty texts as null, with its reference', () => {
    const values = toFormValues({
      type: 'legislation',
      country: 'be',
      language: 'fr',
      nature: 'loi',
      legislationDate: '2013-12-01',
      title: '  portant réforme des arrondissements judiciaires ',
      // Typed for another type, kept by the form, never sent.
      roleNumber: 'C.19.0123.F',
      authorLastname: ['Martin'],
    });
    const metadata = toMetadata(values);
    expect(metadata).toMatchObject({
      type: 'legislation',
      nature: 'loi',
      title: 'portant réforme des arrondissements judiciaires',
      collection: 'mb',
      publicationDate: null,
      reference: 'Loi du 1er décembre 2013 portant réforme des arrondissements judiciaires.',
    });
    expect(metadata).not.toHaveProperty('roleNumber');
    expect(metadata).not.toHaveProperty('authorLastname');
    expect(values.roleNumber).toBe('C.19.0123.F');
  });

  it('writes several authors as the parallel lists, first names only when one is known', () => {
    const base = toFormValues({ type: 'note' });
    expect(
      toMetadata({
        ...base,
        authors: [
          { firstname: 'Louise', lastname: 'Martin' },
          { firstname: '', lastname: '' },
          { firstname: '', lastname: 'Dubois' },
        ],
      }),
    ).toMatchObject({ authorFirstname: ['Louise', ''], authorLastname: ['Martin', 'Dubois'] });
    expect(toMetadata({ ...base, authors: [{ firstname: '', lastname: 'Dubois' }] })).toMatchObject({
      authorFirstname: [],
      authorLastname: ['Dubois'],
    });
  });

  it('sends in multiple mode only the type, country, language and law cases', () => {
    const values = { ...toFormValues({ type: 'note', country: 'be', title: 'x' }), redactionDate: '2026-01-02' };
    expect(toMetadata(values, 'multiple')).toEqual({
      type: 'note',
      country: 'be',
      language: null,
      lawcases: [],
      reference: 'Note.',
    });
  });

  it('applies the source rules: a lawyer’s private and theirs, the super administrator’s new ones public', () => {
    const values = toFormValues({ visibility: 'public', source: 'lexdesk' });
    expect(withSourceRules(values, makeLawyer(), { isNew: false })).toMatchObject({
      visibility: 'private',
      source: 'lawyer',
      lawyerSource: { id: 11, lawyer_id: 11, name: 'Louise Martin' },
    });
    expect(withSourceRules(toFormValues({}), makeSuperAdmin(), { isNew: true })).toMatchObject({
      visibility: 'public',
      source: 'lexdesk',
      lawyerSource: null,
    });
    // An existing document keeps what it has.
    expect(withSourceRules(toFormValues({ visibility: 'private' }), makeSuperAdmin(), { isNew: false })).toMatchObject({
      visibility: 'private',
      source: '',
    });
  });
});

describe('the form’s checks', () => {
  it('limit each free text as the wire contract does (codes and dates are checked as such)', () => {
    const properties = DocumentMetadataSchema.properties as Record<string, { anyOf?: { maxLength?: number }[] }>;
    const maxLength = (field: string) =>
      properties[field]?.anyOf?.find((schema) => schema.maxLength !== undefined)?.maxLength;
    const checkedAsCodesOrDates: readonly string[] = [
      ...METADATA_DATE_FIELDS,
      ...Object.keys(METADATA_FIELD_LISTS),
      'nature',
      'jurisdictionName',
    ];
    const freeTexts = TEXT_FIELDS.filter((field) => !checkedAsCodesOrDates.includes(field));
    expect(freeTexts.length).toBeGreaterThan(15);
    for (const field of freeTexts) {
      expect({ field, max: TEXT_LIMITS[field] }).toEqual({ field, max: maxLength(field) });
    }
    const authorItems = (properties.authorLastname as unknown as { items: { maxLength: number } }).items;
    expect(AUTHOR_NAME_LIMIT).toBe(authorItems.maxLength);
  });

  it('read a 422’s field errors by their paths, rule keys as catalogue ids, texts as the server wrote them', () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Invalide',
      errors: {
        'metadata.ecli': ['metadata_ecli'],
        'metadata.authorLastname.1': ['Le nom est trop long.'],
        title: ['Trop vague.'],
        token: ['Inconnu.'],
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      fields: [
        ['ecli', { type: 'metadata', message: 'library.metadata.error.metadata_ecli' }],
        ['authors', { type: 'server', message: 'Le nom est trop long.' }],
        ['title', { type: 'server', message: 'Trop vague.' }],
      ],
      others: ['Inconnu.'],
    });
    expect(serverFieldErrors(new ApiError({ status: 500, code: 'server_error', message: 'x' }))).toBeNull();
  });
});

describe('the words a value was read from', () => {
  const text = 'La Cour de cassation, première chambre, a rendu le 15 janvier 2020 l’arrêt suivant entre les parties';

  it('are quoted with some context, cut at words, an ellipsis where the text goes on', () => {
    const start = text.indexOf('15 janvier 2020');
    expect(quoteOf(text, start, start + '15 janvier 2020'.length)).toEqual({
      before: '…cassation, première chambre, a rendu le ',
      match: '15 janvier 2020',
      after: ' l’arrêt suivant entre les parties',
    });
    expect(quoteOf(text, 0, 2)).toEqual({ before: '', match: 'La', after: ' Cour de cassation, première chambre, a…' });
    expect(quoteOf(text, 3, 7)?.before).toBe('La ');
  });

  it('are not quoted when the offsets do not fit the text', () => {
    expect(quoteOf(text, 10, 5)).toBeNull();
    expect(quoteOf(text, 0, text.length + 1)).toBeNull();
  });
});
