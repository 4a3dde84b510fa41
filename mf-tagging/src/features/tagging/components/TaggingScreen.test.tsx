import { ApiError } from '@lexdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import {
  getDocument,
  getDocumentText,
  getLabellingPrompt,
  launchLabelling,
  saveLabellingPrompt,
  saveLabels,
} from '../../../api/tagging';
import { loadRemoteComponent } from '../../../common/remote/loadRemoteComponent';
import { fr, JUDGMENT_TEXT, makeDetail, passageOf, resetStores, toasts } from '../../../common/test/fixtures';
import { renderScreen } from '../../../common/test/render';
import { clickHighlight, highlighted, selectPassage, textRegion, withinToolbox } from '../../../common/test/text';
import { TaggingScreen } from './TaggingScreen';

jest.mock('../../../api/tagging', () => ({
  getDocument: jest.fn(),
  getDocumentText: jest.fn(),
  getLabellingPrompt: jest.fn(),
  saveLabellingPrompt: jest.fn(),
  launchLabelling: jest.fn(),
  saveLabels: jest.fn(),
}));
jest.mock('../../../common/remote/loadRemoteComponent', () => ({ loadRemoteComponent: jest.fn() }));

const documentMock = jest.mocked(getDocument);
const textMock = jest.mocked(getDocumentText);
const promptMock = jest.mocked(getLabellingPrompt);
const savePromptMock = jest.mocked(saveLabellingPrompt);
const launchMock = jest.mocked(launchLabelling);
const saveMock = jest.mocked(saveLabels);
const remoteMock = jest.mocked(loadRemoteComponent);

const ready = { token: 'doc-1', state: 'success' as const, text: JUDGMENT_TEXT };

beforeEach(() => {
  resetStores();
  documentMock.mockReset().mockResolvedValue(makeDetail());
  textMock.mockReset().mockResolvedValue(ready);
  promptMock.mockReset().mockResolvedValue({ prompt: 'Repère les références juridiques.' });
  savePromptMock.mockReset().mockImplementation(async (prompt) => ({ prompt }));
  launchMock.mockReset().mockResolvedValue({ token: 'doc-1', job_id: 7 });
  saveMock.mockReset().mockImplementation(async ({ categorization }) => makeDetail({ categorization }));
  remoteMock.mockReset();
});

const open = (path = '/tagging?token=doc-1') => renderScreen(<TaggingScreen />, { path, route: '/tagging' });

describe('the tagging screen: the document', () => {
  it('shows a loader while the text is being read and asks again every 2 seconds', async () => {
    textMock.mockResolvedValueOnce({ token: 'doc-1', state: 'pending', text: null }).mockResolvedValueOnce(ready);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Le document est en cours de traitement');
    expect(documentMock).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('region', { name: 'Texte de Jugement Liège 2024.pdf' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(textMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Étiquetage');
  });

  it('says when the document could not be read, and when none is given', async () => {
    textMock.mockResolvedValue({ token: 'doc-1', state: 'failure', text: null });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('La lecture de ce document a échoué');
    expect(screen.getByRole('link', { name: 'Retour aux documents' })).toHaveAttribute('href', '/admin');
  });

  it('asks for a document when the address names none', () => {
    open('/tagging');
    expect(screen.getByRole('alert')).toHaveTextContent("Aucun document n'est indiqué");
    expect(textMock).not.toHaveBeenCalled();
  });

  it('shows the metadata with the reference', async () => {
    open();
    const file = await screen.findByRole('region', { name: 'Fichier' });
    expect(file).toHaveTextContent('Civ. Liège, 12 mars 2024, R.G. 23/1234/A');
    expect(within(file).getByText('Jurisprudence')).toBeInTheDocument();
    expect(within(file).getByText('12/03/2024')).toBeInTheDocument();
  });

  it('leads to the anonymisation review of the document', async () => {
    open();
    const file = await screen.findByRole('region', { name: 'Fichier' });
    expect(within(file).getByRole('link', { name: 'Anonymiser' })).toHaveAttribute(
      'href',
      '/anonymisation?token=doc-1',
    );
  });

  it("edits the metadata in mf-library's form; saved, the file reloads and the popup closes", async () => {
    const saved = makeDetail({
      metadata: { ...makeDetail().metadata, reference: 'Civ. Liège (3e ch.), 12 mars 2024' },
    });
    remoteMock.mockResolvedValue(function MetadataForm({
      onSaved,
      onCancel,
      token,
    }: {
      token: string;
      onSaved: (document: typeof saved) => void;
      onCancel: () => void;
    }) {
      return (
        <form aria-label={`Métadonnées de ${token}`}>
          <button type="button" onClick={onCancel}>
            Annuler
          </button>
          <button type="button" onClick={() => onSaved(saved)}>
            Sauvegarder
          </button>
        </form>
      );
    } as never);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Modifier les métadonnées' }));
    const dialog = screen.getByRole('dialog', { name: 'Métadonnées du document' });
    await user.click(await within(dialog).findByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog', { name: 'Métadonnées du document' })).not.toBeInTheDocument();

    documentMock.mockResolvedValue(saved);
    await user.click(screen.getByRole('button', { name: 'Modifier les métadonnées' }));
    expect(await screen.findByRole('form', { name: 'Métadonnées de doc-1' })).toBeInTheDocument();
    expect(remoteMock).toHaveBeenCalledWith('mf_library/MetadataForm');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sauvegarder' }));
    expect(screen.queryByRole('dialog', { name: 'Métadonnées du document' })).not.toBeInTheDocument();
    expect(await screen.findByText('Civ. Liège (3e ch.), 12 mars 2024')).toBeInTheDocument();
  });

  it('keeps working when the metadata form cannot load, and retries', async () => {
    remoteMock
      .mockRejectedValueOnce(new Error('mf_library is down'))
      .mockResolvedValue((() => <p>Formulaire</p>) as never);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Modifier les métadonnées' }));
    expect(await screen.findByText("Le formulaire des métadonnées n'a pas pu être chargé.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Formulaire')).toBeInTheDocument();
  });
});

describe('the tagging screen: labels', () => {
  it('creates a label from a selection with the add form when none exists, then tags from the list', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: /^Texte de/ });
    const article = passageOf('article 1382');
    selectPassage(article.start_index, article.end_index);
    // No label yet: the add form.
    const form = withinToolbox();
    expect(form.getByText('Sélection : « article 1382 »')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Nom' }), 'Référence à un article');
    expect(form.getByRole('textbox', { name: 'Code' })).toHaveValue('reference_a_un_article');
    await user.click(form.getByRole('radio', { name: 'Turquoise' }));
    await user.click(form.getByRole('button', { name: 'Créer et étiqueter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(highlighted()).toEqual(['article 1382']);
    const labels = screen.getByRole('region', { name: /^Étiquettes/ });
    expect(within(labels).getByRole('button', { name: /Référence à un article/ })).toBeInTheDocument();
    expect(within(labels).getByText('1 passage')).toBeInTheDocument();

    // A label exists: the list, where 1 picks the first label.
    const date = passageOf('12 mars 2024');
    selectPassage(date.start_index, date.end_index);
    const list = withinToolbox().getByRole('listbox', { name: 'Choisir une étiquette' });
    expect(list).toHaveFocus();
    await user.keyboard('1');
    expect(highlighted()).toEqual(['12 mars 2024', 'article 1382']);
    expect(within(labels).getByText('2 passages')).toBeInTheDocument();
  });

  it('goes back from the add form to the list when labels exist, and closes it when none does', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: /^Texte de/ });
    const article = passageOf('article 1382');
    selectPassage(article.start_index, article.end_index);
    await user.click(withinToolbox().getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(highlighted()).toEqual([]);
  });
});

/** The screen with two labels already saved: "Article" on both "article 1382", "Code" on the first "Code civil". */
function openWithLabels() {
  documentMock.mockResolvedValue(
    makeDetail({
      categorization: [
        {
          name: 'Article',
          code: 'article',
          color: 'FFD166',
          data: [passageOf('article 1382'), passageOf('article 1382', 60)],
        },
        { name: 'Code', code: 'code', color: 'A0E7E5', data: [passageOf('Code civil')] },
      ],
    }),
  );
  const rendered = open();
  return rendered;
}

const labelsRegion = () => screen.getByRole('region', { name: /^Étiquettes/ });

describe('the tagging screen: editing labels', () => {
  it('tags an overlapping passage, undoes and redoes with the keyboard, and saves', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    expect(highlighted()).toEqual(['article 1382', 'Code civil', 'article 1382']);

    // "1382 du Code" overlaps both the first "article 1382" and "Code civil".
    const overlap = passageOf('1382 du Code');
    selectPassage(overlap.start_index, overlap.end_index);
    await user.keyboard('2');
    expect(highlighted()).toEqual(['article ', '1382', ' du ', 'Code', ' civil', 'article 1382']);
    const codeItem = within(labelsRegion()).getByRole('button', { name: /^Code/ }).closest('li')!;
    expect(within(codeItem).getByText('2 passages', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Modifications non sauvegardées')).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    expect(highlighted()).toEqual(['article 1382', 'Code civil', 'article 1382']);
    expect(screen.queryByText('Modifications non sauvegardées')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(highlighted()).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Tags sauvegardés\u202f!' }]));
    expect(saveMock).toHaveBeenCalledWith({
      token: 'doc-1',
      processed: false,
      categorization: [
        {
          name: 'Article',
          code: 'article',
          color: 'FFD166',
          data: [passageOf('article 1382'), passageOf('article 1382', 60)],
        },
        { name: 'Code', code: 'code', color: 'A0E7E5', data: [overlap, passageOf('Code civil')] },
      ],
    });
    expect(screen.queryByText('Modifications non sauvegardées')).not.toBeInTheDocument();
  });

  it('undoes and redoes with the buttons too', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    expect(screen.getByRole('button', { name: 'Défaire' })).toBeDisabled();
    const date = passageOf('12 mars 2024');
    selectPassage(date.start_index, date.end_index);
    await user.keyboard('1');
    await user.click(screen.getByRole('button', { name: 'Défaire' }));
    expect(highlighted()).not.toContain('12 mars 2024');
    await user.click(screen.getByRole('button', { name: 'Refaire' }));
    expect(highlighted()).toContain('12 mars 2024');
  });

  it('moves a passage to another label from its highlight, and removes one', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    clickHighlight('Code civil');
    const box = withinToolbox();
    expect(box.getByText('Passage « Code civil », étiquette « Code »')).toBeInTheDocument();
    await user.click(box.getByRole('option', { name: /Article/ }));
    expect(within(labelsRegion()).getByText('3 passages', { selector: 'span' })).toBeInTheDocument();

    clickHighlight('Code civil');
    await user.click(withinToolbox().getByRole('button', { name: 'Retirer le passage' }));
    expect(highlighted()).toEqual(['article 1382', 'article 1382']);
  });

  it('applies a label to every occurrence of the selected text', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    const code = passageOf('Code civil');
    selectPassage(code.start_index, code.end_index);
    await user.click(withinToolbox().getByRole('checkbox', { name: 'Appliquer aux 2 occurrences du texte' }));
    await user.keyboard('1');
    const article = within(labelsRegion())
      .getByRole('button', { name: /^Article/ })
      .closest('li')!;
    expect(within(article).getByText('4 passages', { selector: 'span' })).toBeInTheDocument();
  });

  it('picks a label by typing its first letters', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    const date = passageOf('12 mars 2024');
    selectPassage(date.start_index, date.end_index);
    const list = withinToolbox().getByRole('listbox');
    await user.keyboard('co');
    expect(within(list).getByRole('option', { name: /Code/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const code = within(labelsRegion()).getByRole('button', { name: /^Code/ }).closest('li')!;
    expect(within(code).getByText('2 passages', { selector: 'span' })).toBeInTheDocument();
  });

  it('restores a name or code emptied on blur, copies the code, and highlights a label on hover', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    const toggle = within(labelsRegion()).getByRole('button', { name: /^Article/ });
    await user.hover(toggle);
    expect(textRegion().querySelectorAll('mark.hover')).toHaveLength(2);
    await user.unhover(toggle);
    expect(textRegion().querySelectorAll('mark.hover')).toHaveLength(0);

    await user.click(toggle);
    const item = toggle.closest('li')!;
    const name = within(item).getByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.tab();
    expect(name).toHaveValue('Article');
    await user.clear(name);
    await user.type(name, 'Disposition{Enter}');
    expect(toggle).toHaveTextContent('Disposition');

    const code = within(item).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'Code');
    await user.tab();
    expect(within(item).getByText('Une autre étiquette a déjà ce code.')).toBeInTheDocument();
    await user.clear(code);
    await user.tab();
    expect(code).toHaveValue('article');

    await user.click(within(item).getByRole('button', { name: 'Copier le code' }));
    expect(await navigator.clipboard.readText()).toBe('article');
    expect(toasts()).toEqual([{ type: 'success', text: 'Tag copié\u202f!' }]);
  });

  it('tags a selection at once with the last label while Meta is held', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    const date = passageOf('12 mars 2024');
    selectPassage(date.start_index, date.end_index);
    await user.keyboard('2');
    const amount = passageOf('1.250,00 EUR');
    await user.keyboard('{Meta>}');
    selectPassage(amount.start_index, amount.end_index);
    await user.keyboard('{/Meta}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(highlighted()).toContain('1.250,00 EUR');
    expect(screen.getByRole('checkbox', { name: /Étiquetage direct/ })).not.toBeChecked();
  });

  it('marks the document processed with the save', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Marquer le document comme traité' }));
    saveMock.mockResolvedValue(makeDetail({ state: 'processed' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(saveMock).toHaveBeenCalledWith(expect.objectContaining({ processed: true }));
    expect(await screen.findByText('Traité')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Marquer le document comme traité' })).not.toBeInTheDocument();
  });

  it('says what a refused save is, and keeps the changes', async () => {
    const { user } = openWithLabels();
    await screen.findByRole('region', { name: /^Texte de/ });
    const date = passageOf('12 mars 2024');
    selectPassage(date.start_index, date.end_index);
    await user.keyboard('1');
    saveMock.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation_failed', message: 'La sélection ne correspond pas au texte.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', text: 'Error: La sélection ne correspond pas au texte.' }]),
    );
    expect(screen.getByText('Modifications non sauvegardées')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, by a link or by closing the tab', async () => {
    documentMock.mockResolvedValue(makeDetail());
    const { user, location } = renderScreen(
      <>
        <a href="/admin">Admin</a>
        <TaggingScreen />
      </>,
      { path: '/tagging?token=doc-1', route: '/tagging', others: [{ path: '/admin', element: <h1>Admin</h1> }] },
    );
    await screen.findByRole('region', { name: /^Texte de/ });
    const article = passageOf('article 1382');
    selectPassage(article.start_index, article.end_index);
    await user.type(withinToolbox().getByRole('textbox', { name: 'Nom' }), 'Article{Enter}');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Admin' }));
    const dialog = screen.getByRole('dialog', { name: fr('Quitter sans sauvegarder ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    expect(location().pathname).toBe('/tagging');
    await user.click(screen.getByRole('link', { name: 'Admin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitter' }));
    expect(location().pathname).toBe('/admin');
  });
});

describe('the tagging screen: suggestions', () => {
  it('says who made them, accepts one, rejects one, accepts all', async () => {
    documentMock.mockResolvedValue(
      makeDetail({
        unprocessed_openai_tag: [
          ...makeDetail().unprocessed_openai_tag,
          { name: 'Date', code: 'date', color: 'E68A70', openai: true, data: [passageOf('12 mars 2024')] },
          { name: 'Montant', code: 'amount', color: 'E68A70', openai: true, data: [passageOf('1.250,00 EUR')] },
        ],
      }),
    );
    const { user } = open();
    const suggestions = await screen.findByRole('region', { name: 'Tags suggérés' });
    expect(suggestions).toHaveTextContent('Proposés par le moteur intégré (règles).');
    await user.click(within(suggestions).getByRole('button', { name: fr("Accepter « Référence d'article »") }));
    expect(highlighted()).toEqual(["l'article 1382", "l'article 1382"]);
    expect(within(labelsRegion()).getByRole('button', { name: /Référence d'article/ })).toBeInTheDocument();
    await user.click(within(suggestions).getByRole('button', { name: fr('Rejeter « Date »') }));
    expect(within(suggestions).queryByText('Date')).not.toBeInTheDocument();
    await user.click(within(suggestions).getByRole('button', { name: 'Tout accepter' }));
    expect(highlighted()).toContain('1.250,00 EUR');
    expect(within(suggestions).getByText('Aucune suggestion en attente.')).toBeInTheDocument();
    // Undo brings the last one back.
    await user.click(screen.getByRole('button', { name: 'Défaire' }));
    expect(within(suggestions).getByRole('button', { name: fr('Accepter « Montant »') })).toBeInTheDocument();
  });

  it("shows a failed run's message and a language model's name", async () => {
    documentMock.mockResolvedValue(
      makeDetail({
        suggestions_provider: 'llm:gpt-4o-mini',
        suggestions_error: 'labelling_timeout',
        suggestions_error_message: "Le modèle de langue n'a pas répondu à temps.",
      }),
    );
    open();
    const suggestions = await screen.findByRole('region', { name: 'Tags suggérés' });
    expect(suggestions).toHaveTextContent('Proposés par le modèle de langue gpt-4o-mini.');
    expect(within(suggestions).getByRole('alert')).toHaveTextContent("Le modèle de langue n'a pas répondu à temps.");
  });

  it('regenerates with the prompt (stored first when changed) and reads the document until the run ends', async () => {
    const { user } = open();
    const prompt = await screen.findByRole('textbox', { name: 'Phrase de génération (prompt)' });
    await waitFor(() => expect(prompt).toHaveValue('Repère les références juridiques.'));
    await user.clear(prompt);
    await user.type(prompt, 'Repère les articles et les dates.');
    documentMock.mockResolvedValueOnce(makeDetail({ suggestions_pending: true })).mockResolvedValue(
      makeDetail({
        summary: 'Jugement sur une responsabilité civile.',
        unprocessed_openai_tag: [
          { name: 'Date', code: 'date', color: 'E68A70', openai: true, data: [passageOf('12 mars 2024')] },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(savePromptMock).toHaveBeenCalledWith('Repère les articles et les dates.');
    expect(launchMock).toHaveBeenCalledWith('doc-1', 'Repère les articles et les dates.');
    const suggestions = screen.getByRole('region', { name: 'Tags suggérés' });
    expect(
      await within(suggestions).findByRole('button', { name: fr('Accepter « Date »') }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jugement sur une responsabilité civile.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Régénérer' })).toBeEnabled());
  });
});

describe('the tagging screen: search in the file', () => {
  it('searches on the first submit, moves to the next match on the same terms, and counts', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: /^Texte de/ });
    const field = screen.getByRole('searchbox', { name: 'Termes à rechercher dans le fichier' });
    await user.type(field, 'code CIVIL{Enter}');
    const search = screen.getByRole('search');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(textRegion().querySelectorAll('mark.current')).toHaveLength(1);
    expect(within(search).getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'première{Enter}');
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'usufruit{Enter}');
    expect(screen.getByText('Aucun résultat dans ce fichier.')).toBeInTheDocument();
  });
});
