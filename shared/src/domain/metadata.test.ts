import {
  applicableFields,
  COMMON_METADATA_FIELDS,
  type Metadata,
  type MetadataField,
  natureListFor,
  normalizeMetadata,
  parseEcli,
  validateMetadata,
} from './metadata';

const beLegislation: Metadata = { type: 'legislation', country: 'be' };
const beCaseLaw: Metadata = { type: 'jurisprudence', country: 'be' };

describe('the fields of the metadata form (section 5)', () => {
  const shown = (metadata: Metadata) =>
    [...applicableFields(metadata)].filter((field) => !COMMON_METADATA_FIELDS.includes(field as never));

  it.each<[string, Metadata, MetadataField[]]>([
    [
      'Belgian legislation: title, nature, date, collection, publication date, linked collection (and M.B. edition, page)',
      beLegislation,
      [
        'title',
        'nature',
        'legislationDate',
        'collection',
        'publicationDate',
        'linkedCollection',
        'edition',
        'subdivision',
      ],
    ],
    [
      'EU legislation: nature, institution, date, title, number, abbreviation, Official Journal series, number, date',
      { type: 'legislation', country: 'eu' },
      [
        'nature',
        'institution',
        'date',
        'title',
        'number',
        'abbr',
        'journalSerie',
        'journalNumber',
        'journalDate',
        'subdivision',
      ],
    ],
    [
      'Belgian case law of a cour: no section, no author',
      { ...beCaseLaw, jurisdictionType: 'cour' },
      [
        'pronouncedDate',
        'number',
        'roleNumber',
        'ecli',
        'subdivision',
        'journalName',
        'year',
        'decisionReference',
        'jurisdictionType',
        'jurisdictionName',
        'roomNumber',
        'roomNature',
      ],
    ],
    [
      'contract: authors and redaction date',
      { type: 'contract' },
      ['authorFirstname', 'authorLastname', 'redactionDate'],
    ],
    [
      'doctrine without nature: authors, title, year',
      { type: 'doctrine' },
      ['nature', 'authorFirstname', 'authorLastname', 'title', 'year'],
    ],
    [
      'doctrine monograph: edition, tome, place, publisher, page',
      { type: 'doctrine', nature: 'monograph' },
      [
        'nature',
        'authorFirstname',
        'authorLastname',
        'title',
        'year',
        'edition',
        'tome',
        'location',
        'publishingHouse',
        'subdivision',
      ],
    ],
    [
      'doctrine case note: the commented decision',
      { type: 'doctrine', nature: 'stop-note' },
      [
        'nature',
        'authorFirstname',
        'authorLastname',
        'title',
        'year',
        'journalName',
        'tome',
        'subdivision',
        'stopNumber',
        'stopSubdivision',
      ],
    ],
    ['no type: the common fields only', {}, []],
  ])('%s', (_, metadata, fields) => {
    expect(shown(metadata)).toEqual(fields);
  });

  it.each<[string, Metadata, MetadataField, boolean]>([
    ['section only for a trib', { ...beCaseLaw, jurisdictionType: 'trib' }, 'jurisdictionSection', true],
    ['no section for a cour-trav', { ...beCaseLaw, jurisdictionType: 'cour-trav' }, 'jurisdictionSection', false],
    [
      'author for adm and adp',
      { ...beCaseLaw, jurisdictionType: 'adm', jurisdictionName: 'adp' },
      'jurisdictionAuthor',
      true,
    ],
    [
      'no author for another adm body',
      { ...beCaseLaw, jurisdictionType: 'adm', jurisdictionName: 'cce' },
      'jurisdictionAuthor',
      false,
    ],
    [
      'no author for a court',
      { ...beCaseLaw, jurisdictionType: 'cass', jurisdictionName: 'cass' },
      'jurisdictionAuthor',
      false,
    ],
    ['a foreign decision has no Belgian court', { type: 'jurisprudence', country: 'fr' }, 'jurisdictionName', false],
    ['nature and date only for Belgian legislation', { type: 'legislation', country: 'fr' }, 'nature', false],
    ['no lawyer source for the provider', { source: 'lexdesk' }, 'lawyerSource', false],
    ['a lawyer source for a lawyer', { source: 'lawyer' }, 'lawyerSource', true],
    ['authors for a note', { type: 'note' }, 'authorLastname', true],
    ['no authors for legislation', beLegislation, 'authorLastname', false],
    [
      'publication type for a doctrine publication',
      { type: 'doctrine', nature: 'publication' },
      'publicationType',
      true,
    ],
  ])('%s', (_, metadata, field, applies) => {
    expect(applicableFields(metadata).has(field)).toBe(applies);
  });

  it('reads nature from the list of the type and country', () => {
    expect(natureListFor(beLegislation)).toBe('belgianLegislationNatures');
    expect(natureListFor({ type: 'legislation', country: 'eu' })).toBe('euLegislationNatures');
    expect(natureListFor({ type: 'doctrine' })).toBe('doctrineNatures');
    expect(natureListFor(beCaseLaw)).toBeNull();
  });
});

describe('validateMetadata', () => {
  it.each<[string, Metadata, Record<string, string[]>]>([
    [
      'a complete Belgian law',
      {
        ...beLegislation,
        nature: 'loi',
        legislationDate: '2007-05-10',
        collection: 'mb',
        publicationDate: '2007-05-30',
        title: 'x',
      },
      {},
    ],
    [
      'a complete Cassation judgment',
      {
        ...beCaseLaw,
        language: 'fr',
        jurisdictionType: 'cass',
        jurisdictionName: 'cass',
        pronouncedDate: '2020-10-30',
        roomNumber: '1N',
        roleNumber: 'C.19.0567.N',
        ecli: 'ECLI:BE:CASS:2020:ARR.20201030.1N.4',
      },
      {},
    ],
    ['blank and null values never count', { ...beLegislation, roleNumber: '  ', ecli: null, authorLastname: [''] }, {}],
    [
      'a field of another type',
      { ...beLegislation, pronouncedDate: '2020-01-01' },
      { pronouncedDate: ['metadata_not_applicable'] },
    ],
    [
      'a section outside a trib',
      { ...beCaseLaw, jurisdictionType: 'cour', jurisdictionSection: 'civ' },
      { jurisdictionSection: ['metadata_not_applicable'] },
    ],
    ['an unknown type', { type: 'memo' }, { type: ['metadata_unknown_code'] }],
    [
      'an unknown nature for Belgian legislation',
      { ...beLegislation, nature: 'regl' },
      { nature: ['metadata_unknown_code'] },
    ],
    [
      'an EU nature for EU legislation',
      { type: 'legislation', country: 'eu', nature: 'regl', institution: 'ce', abbr: 'joce' },
      {},
    ],
    [
      'an unknown Official Journal',
      { type: 'legislation', country: 'eu', abbr: 'jorf' },
      { abbr: ['metadata_unknown_code'] },
    ],
    [
      'an unknown jurisdiction',
      { ...beCaseLaw, jurisdictionType: 'cour', jurisdictionName: 'cour-namur' },
      { jurisdictionName: ['metadata_unknown_code'] },
    ],
    [
      'a code no longer listed, kept in documents saved before',
      { ...beCaseLaw, jurisdictionType: 'pol', jurisdictionName: 'pol-brabant-wallon' },
      {},
    ],
    [
      'a jurisdiction of another type',
      { ...beCaseLaw, jurisdictionType: 'cour', jurisdictionName: 'jp-ukkel' },
      { jurisdictionName: ['metadata_jurisdiction_type'] },
    ],
    ['an unknown room nature', { ...beCaseLaw, roomNature: 'plen' }, { roomNature: ['metadata_unknown_code'] }],
    ['anonymous is yes or no', { anonymous: 'oui' }, { anonymous: ['metadata_unknown_code'] }],
    ['the source codes', { source: 'provider' }, { source: ['metadata_unknown_code'] }],
    [
      'a date not written YYYY-MM-DD',
      { ...beLegislation, legislationDate: '10/05/2007' },
      { legislationDate: ['field_date'] },
    ],
    [
      'a day that does not exist',
      { ...beLegislation, publicationDate: '2023-02-29' },
      { publicationDate: ['field_date'] },
    ],
    [
      'a Council of State judgment without its number',
      { ...beCaseLaw, jurisdictionType: 'c-e', jurisdictionName: 'c-e', pronouncedDate: '2020-03-03' },
      { number: ['field_required'] },
    ],
    [
      'a Constitutional Court judgment without its number',
      { ...beCaseLaw, jurisdictionType: 'c-const' },
      { number: ['field_required'] },
    ],
    ['a malformed ECLI', { ...beCaseLaw, ecli: 'ECLI-BE-CASS-2020-1' }, { ecli: ['metadata_ecli'] }],
    [
      'a foreign ECLI for a Belgian decision',
      { ...beCaseLaw, ecli: 'ECLI:FR:CCASS:2020:C100123' },
      { ecli: ['metadata_ecli'] },
    ],
    [
      'a foreign ECLI for a foreign decision',
      { type: 'jurisprudence', country: 'fr', ecli: 'ECLI:FR:CCASS:2020:C100123' },
      {},
    ],
    [
      'a court code that is no Belgian court',
      { ...beCaseLaw, ecli: 'ECLI:BE:XYZ:2020:ARR.1' },
      { ecli: ['metadata_ecli_court'] },
    ],
    [
      "another court's ECLI",
      { ...beCaseLaw, jurisdictionType: 'cass', jurisdictionName: 'cass', ecli: 'ECLI:BE:GHCC:2020:ARR.081' },
      { ecli: ['metadata_ecli_court'] },
    ],
    [
      "the Dutch code of a French-coded court (Brussels' appeal court)",
      {
        ...beCaseLaw,
        jurisdictionType: 'cour',
        jurisdictionName: 'cour-bruxelles',
        ecli: 'ECLI:BE:HBBRL:2021:ARR.20210923.3',
      },
      {},
    ],
    [
      'an ECLI of another year than the decision',
      { ...beCaseLaw, pronouncedDate: '2019-12-20', ecli: 'ECLI:BE:CASS:2020:ARR.20201030.1N.4' },
      { ecli: ['metadata_ecli_year'] },
    ],
    [
      'a lower-case ECLI is read (ECLI is case-insensitive)',
      { ...beCaseLaw, ecli: 'ecli:be:cass:2020:arr.20201030.1n.4' },
      {},
    ],
    ['a year that is not one', { type: 'doctrine', year: '20' }, { year: ['field_invalid'] }],
    ['a journal year over two years', { type: 'doctrine', year: '2019-20' }, {}],
    ['an edition that is not a number', { ...beLegislation, edition: 'deuxième' }, { edition: ['field_invalid'] }],
    [
      'a first name without its last name',
      { type: 'doctrine', authorFirstname: ['Pierre'], authorLastname: [''] },
      { authorLastname: ['metadata_authors'] },
    ],
    [
      'lists of different lengths',
      { type: 'doctrine', authorFirstname: ['Pierre', 'Jean'], authorLastname: ['Wéry'] },
      { authorLastname: ['metadata_authors'] },
    ],
    ['last names alone', { type: 'doctrine', authorLastname: ['Wéry'] }, {}],
    [
      'a lawyer source on a provider document',
      { source: 'lexdesk', lawyerSource: { id: 1, lawyer_id: 1, name: 'A' } },
      { lawyerSource: ['metadata_not_applicable'] },
    ],
  ])('%s', (_, metadata, errors) => {
    expect(validateMetadata(metadata)).toEqual(errors);
  });
});

describe('ECLI and normalisation', () => {
  it('reads the parts of an ECLI', () => {
    expect(parseEcli('ECLI:BE:GHCC:2020:ARR.081')).toEqual({
      country: 'BE',
      court: 'GHCC',
      year: 2020,
      number: 'ARR.081',
    });
    expect(parseEcli('ECLI:BE:CASS:2020')).toBeNull();
  });

  it('trims the texts and writes the ECLI in capitals', () => {
    expect(
      normalizeMetadata({ title: '  Loi  ', ecli: ' ecli:be:cass:2020:arr.1 ', authorLastname: [' Wéry '] }),
    ).toEqual({ title: 'Loi', ecli: 'ECLI:BE:CASS:2020:ARR.1', authorLastname: ['Wéry'] });
  });
});
