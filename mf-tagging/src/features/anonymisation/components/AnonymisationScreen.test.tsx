import { ApiError, useSessionStore } from '@lexdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  detectAnonymisation,
  getAnonymisation,
  sendAnonymisationChanges,
  validateAnonymisation,
  type AnonymisationEntity,
  type AnonymisationView,
} from '../../../api/anonymisation';
import { getDocument, getDocumentText } from '../../../api/tagging';
import { fr, makeDetail, makeSuperAdmin, resetStores, toasts } from '../../../common/test/fixtures';
import { renderScreen } from '../../../common/test/render';
import { highlighted, selectPassage } from '../../../common/test/text';
import { AnonymisationScreen } from './AnonymisationScreen';

jest.mock('../../../api/tagging', () => ({ getDocument: jest.fn(), getDocumentText: jest.fn() }));
jest.mock('../../../api/anonymisation', () => ({
  getAnonymisation: jest.fn(),
  detectAnonymisation: jest.fn(),
  sendAnonymisationChanges: jest.fn(),
  validateAnonymisation: jest.fn(),
}));

const documentMock = jest.mocked(getDocument);
const textMock = jest.mocked(getDocumentText);
const viewMock = jest.mocked(getAnonymisation);
const detectMock = jest.mocked(detectAnonymisation);
const sendMock = jest.mocked(sendAnonymisationChanges);
const validateMock = jest.mocked(validateAnonymisation);

const TEXT = [
  'Tribunal de première instance de Liège, 12 mars 2024.',
  'En cause : Jean Dupont, domicilié à Liège (jean.dupont@mail.be),',
  'contre : Marie Martin.',
  'Attendu que Dupont réclame 1.250,00 EUR.',
].join('\n');

const at = (content: string, from = 0) => {
  const start = TEXT.indexOf(content, from);
  if (start === -1) throw new Error(`"${content}" is not in the text`);
  return { start_index: start, end_index: start + content.length, content };
};

const PERSON = { category: 'person' as const, replacement: 'A.', group: 'g1', source: 'rules' };
const ENTITIES: AnonymisationEntity[] = [
  { id: 1, ...at('Jean Dupont'), ...PERSON, decision: 'proposed' },
  // A wrong proposal: the city, not a person.
  {
    id: 2,
    ...at('Liège', 60),
    category: 'person',
    replacement: 'B.',
    group: 'g2',
    source: 'llm:gpt-4o-mini',
    decision: 'proposed',
  },
  {
    id: 3,
    ...at('jean.dupont@mail.be'),
    category: 'email',
    replacement: '[adresse e-mail]',
    group: 'g3',
    source: 'rules',
    decision: 'proposed',
  },
  { id: 4, ...at('Dupont', 100), ...PERSON, decision: 'proposed' },
];

const proposed = (entities = ENTITIES): AnonymisationView => ({ status: 'proposed', entities });
const decided = (view: AnonymisationView, changes: readonly { id?: number; decision?: string }[]) => ({
  ...view,
  entities: view.entities.map((entity) => {
    const change = changes.find((one) => one.id === entity.id);
    return change?.decision ? { ...entity, decision: change.decision as AnonymisationEntity['decision'] } : entity;
  }),
});

/** What the API holds: each call of the stub answers the entities with every decision so far. */
let server: AnonymisationView = proposed();

beforeEach(() => {
  resetStores();
  server = proposed();
  documentMock.mockReset().mockResolvedValue(makeDetail({ name: 'Jugement Dupont.pdf' }));
  textMock.mockReset().mockResolvedValue({ token: 'doc-1', state: 'success', text: TEXT });
  viewMock.mockReset().mockImplementation(async () => server);
  detectMock.mockReset().mockResolvedValue({ token: 'doc-1', job_id: 3 });
  sendMock.mockReset().mockImplementation(async (_token, changes) => (server = decided(server, changes as never)));
  validateMock.mockReset().mockResolvedValue({ status: 'validated', entities: ENTITIES });
});

const open = (path = '/anonymisation?token=doc-1') =>
  renderScreen(<AnonymisationScreen />, { path, route: '/anonymisation' });

const entities = () => screen.getByRole('region', { name: 'Entités' });
const originalText = () => screen.getByRole('region', { name: 'Texte original de Jugement Dupont.pdf' });
const group = (replacement: string) => {
  const heading = within(entities()).getByRole('heading', {
    level: 3,
    name: new RegExp(`^${replacement.replace(/[.[\]]/g, '\\$&')}`),
  });
  const item = heading.closest('li');
  if (!item) throw new Error('no group item');
  return within(item);
};
const occurrence = (content: string, index = 1, count = 2) =>
  screen.getByRole('button', { name: fr(`Accepter « ${content} » (${index} sur ${count})`) });

describe('the anonymisation screen: detection', () => {
  it('offers detection when none was made, then asks again every 2 seconds until the proposals are in', async () => {
    viewMock
      .mockResolvedValueOnce({ status: 'none', entities: [] })
      .mockResolvedValueOnce({ status: 'pending', entities: [] });
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Anonymisation');
    expect(screen.getByText('Non détectée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Détecter les personnes' }));
    expect(detectMock).toHaveBeenCalledWith('doc-1');
    expect(await screen.findByText(/^Détection en cours…/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Entités' }, { timeout: 5000 })).toBeInTheDocument();
    expect(viewMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('À valider')).toBeInTheDocument();
  }, 10_000);

  it('says when no document is named, with the way back', () => {
    open('/anonymisation');
    expect(screen.getByRole('alert')).toHaveTextContent("Aucun document n'est indiqué");
    expect(screen.getByRole('link', { name: 'Retour aux documents' })).toHaveAttribute('href', '/admin');
  });

  it("shows the API's refusal (a lawyer on another firm's document) and leads a lawyer back to their documents", async () => {
    useSessionStore.setState({ user: { ...makeSuperAdmin(), admin: 0, client: { id: 3 } as never } });
    viewMock.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Document introuvable.' }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Document introuvable.');
    expect(screen.getByRole('link', { name: 'Retour aux documents' })).toHaveAttribute('href', '/my-documents');
  });
});

describe('the anonymisation screen: proposals', () => {
  it('lists the entities grouped, with replacement, category, count and source, and highlights them in the text', async () => {
    open();
    await screen.findByRole('region', { name: 'Entités' });
    expect(group('A.').getByRole('heading')).toHaveTextContent('A. Personne');
    expect(group('A.').getByText('2 occurrences · source : règles')).toBeInTheDocument();
    expect(group('B.').getByText('1 occurrence · source : modèle de langage')).toBeInTheDocument();
    expect(group('[adresse e-mail]').getByRole('heading')).toHaveTextContent('Adresse e-mail');
    expect(highlighted(originalText())).toEqual(['Jean Dupont', 'Liège', 'jean.dupont@mail.be', 'Dupont']);
    expect(screen.getByText(/^3 entités \(4 occurrences\), 4 à décider/)).toBeInTheDocument();
    // The legend names every category.
    const legend = screen.getByRole('region', { name: 'Légende' });
    expect(within(legend).getByText('Numéro de registre national')).toBeInTheDocument();
  });

  it('accepts one occurrence at once, shown before the server answers', async () => {
    let answer: (view: AnonymisationView) => void = () => undefined;
    sendMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.click(occurrence('Jean Dupont'));
    expect(sendMock).toHaveBeenCalledWith('doc-1', [{ id: 1, decision: 'accepted' }]);
    expect(occurrence('Jean Dupont')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => answer(decided(proposed(), [{ id: 1, decision: 'accepted' }])));
    expect(occurrence('Jean Dupont')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/3 à décider/)).toBeInTheDocument();
  });

  it('rejects every occurrence of one entity, and accepts all the rest', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.click(screen.getByRole('button', { name: 'Rejeter toutes les occurrences de B.' }));
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [{ id: 2, decision: 'rejected' }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: fr('Rejeter « Liège » (1 sur 1)') })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [
      { id: 1, decision: 'accepted' },
      { id: 3, decision: 'accepted' },
      { id: 4, decision: 'accepted' },
    ]);
    expect(await screen.findByText(/toutes décidées/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
  });

  it('puts a refused decision back and says why', async () => {
    sendMock.mockRejectedValue(new ApiError({ status: 409, code: 'conflict', message: "L'anonymisation a changé." }));
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.click(screen.getByRole('button', { name: 'Accepter toutes les occurrences de A.' }));
    expect(sendMock).toHaveBeenCalledWith('doc-1', [
      { id: 1, decision: 'accepted' },
      { id: 4, decision: 'accepted' },
    ]);
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', text: expect.stringContaining("L'anonymisation a changé.") }]),
    );
    expect(occurrence('Jean Dupont')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the anonymisation screen: a missed span', () => {
  it('adds a selected name as a new person', async () => {
    const martin = at('Marie Martin');
    sendMock.mockResolvedValue(
      proposed([
        ...ENTITIES,
        {
          id: 5,
          ...martin,
          category: 'person',
          replacement: 'C.',
          group: 'g4',
          source: 'manual',
          decision: 'accepted',
        },
      ]),
    );
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    selectPassage(martin.start_index, martin.end_index, { region: originalText() });
    const dialog = await screen.findByRole('dialog', { name: fr('Ajouter « Marie Martin »') });
    expect(within(dialog).getByRole('combobox', { name: 'Catégorie' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Même personne que…' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(sendMock).toHaveBeenCalledWith('doc-1', [{ ...martin, category: 'person' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(group('C.').getByText('1 occurrence · source : ajout manuel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Marie Martin/ })).toHaveFocus();
  });

  it('adds a variant to an existing person, with its category', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    const other = at('Martin');
    selectPassage(other.start_index, other.end_index, { region: originalText() });
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Même personne que…' }), 'A. (Jean Dupont)');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(sendMock).toHaveBeenCalledWith('doc-1', [{ ...other, category: 'person', group: 'g1' }]);
  });

  it('closes the toolbox on Escape without sending anything', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    const martin = at('Marie Martin');
    selectPassage(martin.start_index, martin.end_index, { region: originalText() });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });
});

describe('the anonymisation screen: the anonymised text and validation', () => {
  it('shows the anonymised text, computed from the accepted entities, instead of or beside the original', async () => {
    server = decided(proposed(), [
      { id: 1, decision: 'accepted' },
      { id: 2, decision: 'rejected' },
      { id: 3, decision: 'accepted' },
    ]);
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.click(screen.getByRole('radio', { name: 'Anonymisé' }));
    const anonymised = screen.getByRole('region', { name: 'Texte anonymisé de Jugement Dupont.pdf' });
    expect(anonymised).toHaveTextContent('En cause : A., domicilié à Liège ([adresse e-mail]),');
    // The last "Dupont" is still proposed: not replaced yet.
    expect(anonymised).toHaveTextContent('Attendu que Dupont réclame');
    expect(highlighted(anonymised)).toEqual(['A.', '[adresse e-mail]']);
    expect(screen.queryByRole('region', { name: /^Texte original/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: "L'un à côté de l'autre" }));
    expect(originalText()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Texte anonymisé/ })).toBeInTheDocument();
  });

  it('validates, and shows the reason of a refusal', async () => {
    validateMock
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          code: 'anonymisation_undecided',
          message: 'Des propositions attendent encore une décision.',
        }),
      )
      .mockResolvedValue({ status: 'validated', entities: ENTITIES });
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.click(screen.getByRole('button', { name: "Valider l'anonymisation" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Des propositions attendent encore une décision.');
    await user.click(screen.getByRole('button', { name: "Valider l'anonymisation" }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: fr('Anonymisation validée !') }]));
    expect(screen.getByText('Validée')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the anonymisation screen: keyboard', () => {
  it('walks the entities with J and K, accepts with A, rejects with R, the focus following', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    await user.keyboard('j');
    const first = occurrence('Jean Dupont').parentElement?.previousElementSibling;
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveFocus();
    await user.keyboard('j');
    const liege = screen.getByRole('button', { name: /^Liège/ });
    expect(liege).toHaveAttribute('aria-current', 'true');
    await user.keyboard('k');
    expect(first).toHaveFocus();

    await user.keyboard('a');
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [{ id: 1, decision: 'accepted' }]);
    // On to the next proposal still undecided: Liège, which is wrong.
    expect(liege).toHaveFocus();
    await user.keyboard('r');
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [{ id: 2, decision: 'rejected' }]);
    const mail = screen.getByRole('button', { name: /^jean\.dupont@mail\.be/ });
    expect(mail).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [{ id: 3, decision: 'accepted' }]);
    await user.keyboard('{Delete}');
    expect(sendMock).toHaveBeenLastCalledWith('doc-1', [{ id: 4, decision: 'rejected' }]);
  });

  it('leaves the letters alone in a field', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Entités' });
    const martin = at('Marie Martin');
    selectPassage(martin.start_index, martin.end_index, { region: originalText() });
    await screen.findByRole('dialog');
    await user.keyboard('a');
    expect(sendMock).not.toHaveBeenCalled();
  });
});
