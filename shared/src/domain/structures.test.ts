import type { FilterDefinition } from '../wire';
import { DOCTRINE_NATURES, DOCUMENT_COUNTRIES, DOCUMENT_SOURCES, DOCUMENT_TYPES } from './documents';
import { applicableFields, type Metadata, natureListFor } from './metadata';
import { JURISDICTION_TYPES, REFERENCE_LIST_CODES } from './referenceLists';
import {
  conditionsHold,
  metadataStructure,
  optionLabelKey,
  searchStructure,
  shownDefinitions,
  shownFieldNames,
} from './structures';

const structure = metadataStructure();

/** What the form shows for this metadata, plus the reference (computed, shown under the form, not typed). */
function shown(metadata: Metadata): string[] {
  const fields = shownFieldNames(structure, (data) => metadata[data as keyof Metadata]);
  return [...fields, 'reference'].sort();
}

const applicable = (metadata: Metadata) => [...applicableFields(metadata)].sort();

describe('conditions', () => {
  const values: Record<string, string> = { type: 'legislation', country: '' };
  const valueOf = (data: string) => values[data];

  it('hold when every pair holds, one value or one of several separated by "|"', () => {
    expect(conditionsHold([{ data: 'type', value: 'legislation' }], valueOf)).toBe(true);
    expect(conditionsHold([{ data: 'type', value: 'doctrine|legislation' }], valueOf)).toBe(true);
    expect(conditionsHold([{ data: 'type', value: 'doctrine' }], valueOf)).toBe(false);
    expect(
      conditionsHold(
        [
          { data: 'type', value: 'legislation' },
          { data: 'country', value: 'be' },
        ],
        valueOf,
      ),
    ).toBe(false);
  });

  it('read an empty alternative as "no value", and an unknown field as no value', () => {
    expect(conditionsHold([{ data: 'country', value: '|be' }], valueOf)).toBe(true);
    expect(conditionsHold([{ data: 'source', value: '|lawyer' }], valueOf)).toBe(true);
    expect(conditionsHold([{ data: 'source', value: 'lawyer' }], valueOf)).toBe(false);
  });

  it('keep the search sidebar as it was: nature and legislation date only for Belgian legislation', () => {
    const sidebar = searchStructure('documents');
    const fields = (values: Record<string, string>) => [...shownFieldNames(sidebar, (data) => values[data])];
    expect(fields({ type: 'legislation', country: 'be' })).toEqual([
      'terms',
      'type',
      'country',
      'nature',
      'legislationDate',
    ]);
    expect(fields({ type: 'legislation', country: 'fr' })).toEqual(['terms', 'type', 'country']);
    expect(fields({ type: 'jurisprudence', country: 'be' })).toEqual(['terms', 'type', 'country']);
  });
});

describe('the metadata form’s structure', () => {
  it.each<[string, Metadata]>([
    ['nothing chosen yet', {}],
    ['Belgian legislation', { type: 'legislation', country: 'be' }],
    ['EU legislation', { type: 'legislation', country: 'eu' }],
    ['French legislation', { type: 'legislation', country: 'fr' }],
    ['legislation without a country', { type: 'legislation' }],
    ['a judgment of a Belgian cour d’appel', { type: 'jurisprudence', country: 'be', jurisdictionType: 'cour' }],
    [
      'a judgment of a tribunal de première instance (section)',
      { type: 'jurisprudence', country: 'be', jurisdictionType: 'trib' },
    ],
    [
      'a decision of the Data Protection Authority (author)',
      { type: 'jurisprudence', country: 'be', jurisdictionType: 'adm', jurisdictionName: 'adp' },
    ],
    ['another administrative body (no author)', { type: 'jurisprudence', country: 'be', jurisdictionType: 'adm' }],
    ['a judgment of the Conseil d’État', { type: 'jurisprudence', country: 'be', jurisdictionType: 'c-e' }],
    ['a French judgment (its court as a title)', { type: 'jurisprudence', country: 'fr' }],
    ['a judgment without a country', { type: 'jurisprudence' }],
    ...DOCTRINE_NATURES.map((nature): [string, Metadata] => [`doctrine: ${nature}`, { type: 'doctrine', nature }]),
    ['doctrine without a nature', { type: 'doctrine' }],
    ['a contract', { type: 'contract' }],
    ['submissions', { type: 'conclusion', country: 'be' }],
    ['the provider’s own document: no lawyer source', { type: 'note', source: 'lexdesk' }],
    ['a lawyer’s document', { type: 'quote', source: 'lawyer' }],
  ])('shows the fields applicableFields says for %s', (_name, metadata) => {
    expect(shown(metadata)).toEqual(applicable(metadata));
  });

  it('shows exactly the applicable fields on every combination of type, country, source, nature and court', () => {
    const orEmpty = <T extends string>(values: readonly T[]) => ['', ...values];
    const mismatches: string[] = [];
    let combinations = 0;
    for (const type of orEmpty(DOCUMENT_TYPES))
      for (const country of orEmpty(DOCUMENT_COUNTRIES))
        for (const source of orEmpty(DOCUMENT_SOURCES))
          for (const nature of ['', ...DOCTRINE_NATURES, 'loi', 'regl'])
            for (const jurisdictionType of orEmpty(JURISDICTION_TYPES))
              for (const jurisdictionName of ['', 'adp', 'cass']) {
                const metadata = { type, country, source, nature, jurisdictionType, jurisdictionName };
                combinations += 1;
                if (shown(metadata).join() !== applicable(metadata).join()) mismatches.push(JSON.stringify(metadata));
              }
    expect(combinations).toBe(9 * 8 * 3 * 10 * 13 * 3);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('offers each select the codes of its shared list, nature by type and country', () => {
    const selects = (metadata: Metadata, data: string) =>
      shownDefinitions(structure, (field) => metadata[field as keyof Metadata]).filter(
        (definition) => definition.data === data,
      );
    for (const metadata of [
      { type: 'legislation', country: 'be' },
      { type: 'legislation', country: 'eu' },
      { type: 'doctrine' },
    ] satisfies Metadata[]) {
      const [nature, ...others] = selects(metadata, 'nature');
      expect(others).toEqual([]);
      const list = natureListFor(metadata);
      expect(list).not.toBeNull();
      expect(nature?.options).toEqual(
        REFERENCE_LIST_CODES[list!].map((code) => ({ value: code, label: optionLabelKey('nature', code) })),
      );
    }
    const [jurisdictionType] = selects({ type: 'jurisprudence', country: 'be' }, 'jurisdictionType');
    expect(jurisdictionType?.options.map((option) => option.value)).toEqual([...JURISDICTION_TYPES]);
    expect(jurisdictionType?.options[0]?.label).toBe('library.filters.jurisdictionType.jp');
  });

  it('writes its texts as mf-library message keys, parts as titled blocks', () => {
    const keys = (definitions: readonly FilterDefinition[]): string[] =>
      definitions.flatMap((definition) => [
        definition.label,
        definition.placeholder,
        definition.title,
        ...definition.options.map((option) => option.label),
        ...keys(definition.fields),
      ]);
    const texts = keys(structure).filter(Boolean);
    expect(texts.every((key) => /^library\.(metadata|filters)\.[\w.-]+$/.test(key))).toBe(true);
    expect(structure.map((definition) => [definition.component, definition.title])).toEqual([
      ['block', 'library.metadata.section.document'],
      ['block', 'library.metadata.section.belgianLegislation'],
      ['block', 'library.metadata.section.euLegislation'],
      ['block', 'library.metadata.section.legislation'],
      ['block', 'library.metadata.section.jurisprudence'],
      ['block', 'library.metadata.section.doctrine'],
      ['block', 'library.metadata.section.authored'],
      ['block', 'library.metadata.section.source'],
    ]);
  });
});
