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
});
