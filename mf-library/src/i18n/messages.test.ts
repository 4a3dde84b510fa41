import type { FilterDefinition } from '@lexdesk/shared/contract';
import {
  METADATA_ERRORS,
  metadataStructure,
  NATURE_LISTS,
  REFERENCE_LIST_CODES,
  searchStructure,
  BELGIAN_LEGISLATION_NATURES,
  DOCTRINE_NATURES,
  DOCUMENT_COUNTRIES,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
  EU_LEGISLATION_NATURES,
} from '@lexdesk/shared/domain';
import { messages } from './messages';

describe('mf-library catalogue', () => {
  it('has the same texts in fr, en and nl', () => {
    const keys = Object.keys(messages.fr ?? {}).sort();
    expect(Object.keys(messages.en ?? {}).sort()).toEqual(keys);
    expect(Object.keys(messages.nl ?? {}).sort()).toEqual(keys);
  });

  it('keeps the specification’s French texts verbatim', () => {
    expect(messages.fr).toMatchObject({
      'library.upload.done.one': 'Le document a bien été uploadé',
      'library.upload.done.many': '{count} documents uploadés',
      'library.upload.failed': "L'upload de {count} document(s) a échoué\u00a0: {names}",
      'library.preview.added': "Le document a bien été ajouté à l'affaire",
      'library.delete.done': 'Document supprimé',
      'library.empty.failed': 'Aucun document trouvé',
    });
  });

  it('says "ajouter" in French, "upload" only in the specification’s own toasts (issue 22)', () => {
    const specificationToasts = ['library.upload.done.one', 'library.upload.done.many', 'library.upload.failed'];
    const saysUpload = Object.entries(messages.fr ?? {})
      .filter(([key, text]) => /upload/i.test(text) && !specificationToasts.includes(key))
      .map(([key]) => key);
    expect(saysUpload).toEqual([]);
  });

  it('names every code of the shared enumerations in fr, en and nl, never by its code', () => {
    const codes = [
      ...DOCUMENT_TYPES.map((code) => `type.${code}`),
      ...DOCUMENT_COUNTRIES.map((code) => `country.${code}`),
      ...DOCUMENT_VISIBILITIES.map((code) => `visibility.${code}`),
      ...[...BELGIAN_LEGISLATION_NATURES, ...EU_LEGISLATION_NATURES, ...DOCTRINE_NATURES].map(
        (code) => `nature.${code}`,
      ),
    ];
    for (const language of ['fr', 'en', 'nl'] as const) {
      const missing = codes.filter((code) => {
        const label = messages[language]?.[`library.filters.${code}`];
        return typeof label !== 'string' || label.trim() === '' || label === code.split('.')[1];
      });
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
    // The names Belgian lawyers read in the Moniteur belge / Belgisch Staatsblad.
    expect(messages.fr).toMatchObject({
      'library.filters.nature.const': 'Constitution',
      'library.filters.nature.l-spec': 'Loi spéciale',
      'library.filters.nature.ar': 'Arrêté royal',
    });
    expect(messages.nl).toMatchObject({
      'library.filters.nature.const': 'Grondwet',
      'library.filters.nature.l-spec': 'Bijzondere wet',
      'library.filters.nature.loi': 'Wet',
      'library.filters.nature.ar': 'Koninklijk besluit',
    });
  });

  it('spells "Métadonnées sauvegardées !" correctly (the specification writes "Metadonnées")', () => {
    expect(messages.fr?.['library.metadata.saved']).toBe('Métadonnées sauvegardées\u202f!');
    expect(messages.en?.['library.metadata.saved']).toBe('Metadata saved!');
    expect(messages.nl?.['library.metadata.saved']).toBe('Metadata opgeslagen!');
  });

  it('has every text of the metadata form’s and the search’s structures, and every rule’s error', () => {
    const keys = (definitions: readonly FilterDefinition[]): string[] =>
      definitions.flatMap((definition) => [
        definition.label,
        definition.placeholder,
        definition.title,
        ...definition.options.map((option) => option.label),
        ...keys(definition.fields),
      ]);
    const needed = [
      ...keys(metadataStructure()),
      ...keys(searchStructure('documents')),
      ...keys(searchStructure('admin-documents')),
      ...Object.values(METADATA_ERRORS).map((key) => `library.metadata.error.${key}`),
    ].filter(Boolean);
    for (const language of ['fr', 'en', 'nl'] as const) {
      const missing = needed.filter((key) => !messages[language]?.[key]);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('gathers the three lists of natures under one field: their codes never overlap', () => {
    const codes = NATURE_LISTS.flatMap((list) => REFERENCE_LIST_CODES[list]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
