import { ApiError } from '@lexdesk/shared';
import { jurisdictionList, type JurisdictionType } from '@lexdesk/shared/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  getDocumentText,
  getMetadataSuggestions,
  listJurisdictions,
  saveMetadata,
  searchLawCases,
  searchLawyers,
  type DocumentDetail,
  type DocumentMetadata,
  type MetadataSuggestion,
} from '../../../api/metadata';
import { renderScreen } from '../../../common/test/render';
import { makeLawyer, makeSuperAdmin, resetStores, toasts } from '../../../common/test/session';
import { MetadataForm } from './MetadataForm';

jest.mock('../../../api/documents', () => ({
  getStructure: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('../../../api/metadata', () => ({
  getDocument: jest.fn(),
  saveMetadata: jest.fn(),
  listJurisdictions: jest.fn(),
  getMetadataSuggestions: jest.fn(),
  getDocumentText: jest.fn(),
  searchLawCases: jest.fn(),
  searchLawyers: jest.fn(),
}));
const saveMock = jest.mocked(saveMetadata);
const textMock = jest.mocked(getDocumentText);
const suggestionsMock = jest.mocked(getMetadataSuggestions);
const lawCasesMock = jest.mocked(searchLawCases);
const lawyersMock = jest.mocked(searchLawyers);

const TOKEN = 'doc-1';

function detail(metadata: DocumentMetadata): DocumentDetail {
  return {
    token: TOKEN,
    name: 'Cass-2020-01-15.pdf',
    mime: 'application/pdf',
    state: 'success',
    visibility: 'public',
    metadata,
    categorization: [],
    unprocessed_openai_tag: [],
    suggestions_provider: null,
    summary: null,
    suggestions_pending: false,
    suggestions_error: null,
    suggestions_error_message: null,
  };
}

beforeEach(() => {
  jest
    .mocked(listJurisdictions)
    .mockImplementation((type: JurisdictionType) => Promise.resolve(jurisdictionList(type)));
  saveMock.mockReset();
  textMock.mockReset();
  suggestionsMock.mockReset();
  // A document whose text is still being read: no suggestion unless a test says otherwise.
  textMock.mockResolvedValue({ token: TOKEN, state: 'pending', text: null });
  lawCasesMock.mockReset();
  lawyersMock.mockReset();
});

/**
 * Lets the form's first reads (the structure, the document's text) answer inside act(), before the test looks:
 * TanStack Query tells React on a later task, so a few tasks go by.
 */
async function settle() {
  await act(async () => {
    for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function renderForm(metadata: DocumentMetadata = {}, user = makeSuperAdmin(), locale: 'fr' | 'en' | 'nl' = 'fr') {
  resetStores(user);
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  const view = renderScreen(<MetadataForm token={TOKEN} metadata={metadata} onSaved={onSaved} onCancel={onCancel} />, {
    locale,
  });
  await settle();
  return { ...view, onSaved, onCancel };
}

async function choose(user: UserEvent, label: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const field = (label: string | RegExp) => screen.queryByLabelText(label);
const reference = () => screen.getByRole('region', { name: 'Référence' });

describe('the metadata form: Belgian legislation', () => {
  it('asks for the title, nature, date, collection (Moniteur belge by default), publication date and linked collection', async () => {
    const { user } = await renderForm({ type: 'legislation', country: 'be', language: 'fr' });
    const part = screen.getByRole('group', { name: 'Législation belge' });
    for (const label of ["Nature de l'acte", 'Recueil officiel']) {
      expect(within(part).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Intitulé', "Date de l'acte", 'Date de publication', 'Autre recueil']) {
      expect(within(part).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(part).getByRole('combobox', { name: 'Recueil officiel' })).toHaveValue('Moniteur belge');
    expect(screen.queryByRole('group', { name: 'Décision' })).not.toBeInTheDocument();

    // The same form for a French act keeps only what a foreign act has.
    await choose(user, 'Pays', 'France');
    expect(screen.queryByRole('group', { name: 'Législation belge' })).not.toBeInTheDocument();
    const foreign = screen.getByRole('group', { name: 'Législation' });
    expect(within(foreign).getByLabelText('Intitulé')).toBeInTheDocument();
    expect(within(foreign).queryByRole('combobox', { name: "Nature de l'acte" })).not.toBeInTheDocument();
  });

  it('offers the natures of the shared list and drops one of another list when the country changes', async () => {
    const { user } = await renderForm({ type: 'legislation', country: 'be', nature: 'loi' });
    expect(screen.getByRole('combobox', { name: "Nature de l'acte" })).toHaveValue('Loi');
    await choose(user, 'Pays', 'Union européenne');
    const part = screen.getByRole('group', { name: "Législation de l'Union européenne" });
    expect(within(part).getByRole('combobox', { name: "Nature de l'acte" })).toHaveValue('');
    await user.click(within(part).getByRole('combobox', { name: "Nature de l'acte" }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Règlement',
      'Directive',
      'Recommandation',
      'Décision',
    ]);
  });
});

describe('the metadata form: EU legislation', () => {
  it('asks for nature, institution, date, title, number, Official Journal, its series, number and date', async () => {
    await renderForm({ type: 'legislation', country: 'eu' });
    const part = screen.getByRole('group', { name: "Législation de l'Union européenne" });
    for (const label of ["Nature de l'acte", 'Communauté', 'Journal officiel']) {
      expect(within(part).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    for (const label of [
      "Date de l'acte",
      'Intitulé',
      "Numéro de l'acte",
      'Série',
      'Numéro du Journal officiel',
      'Date du Journal officiel',
    ]) {
      expect(within(part).getByLabelText(label)).toBeInTheDocument();
    }
  });
});

describe('the metadata form: Belgian case law', () => {
  it('shows the section only for a tribunal de première instance', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    expect(screen.queryByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();
    await choose(user, 'Type de juridiction', 'Tribunal de première instance');
    expect(screen.getByRole('combobox', { name: 'Section' })).toBeInTheDocument();
    await choose(user, 'Type de juridiction', "Cour d'appel");
    expect(screen.queryByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();
  });

  it('shows the author of the decision only for the Data Protection Authority', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    await choose(user, 'Type de juridiction', 'Autorité administrative');
    expect(screen.queryByRole('combobox', { name: 'Auteur de la décision' })).not.toBeInTheDocument();
    await choose(user, 'Juridiction', /Autorité de protection des données/);
    await choose(user, 'Auteur de la décision', 'Chambre contentieuse');
    expect(screen.getByRole('combobox', { name: 'Auteur de la décision' })).toHaveValue('Chambre contentieuse');
  });

  it('asks for the date, chamber and its formation, numbers, ECLI and where the decision is published', async () => {
    await renderForm({ type: 'jurisprudence', country: 'be', jurisdictionType: 'cour' });
    const part = screen.getByRole('group', { name: 'Décision' });
    for (const label of [
      'Date de la décision',
      'Chambre',
      'Numéro de la décision',
      'Numéro de rôle',
      'ECLI',
      'Revue ou recueil',
      'Année',
      'Numéro dans le recueil',
      'Page ou subdivision',
    ]) {
      expect(within(part).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(part).getByRole('combobox', { name: 'Formation' })).toBeInTheDocument();
    expect(within(part).getByRole('group', { name: 'Publication de la décision' })).toBeInTheDocument();
  });

  it('lists the chosen type’s courts, found by an abbreviation, named in the interface’s language', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    expect(screen.getByRole('combobox', { name: 'Juridiction' })).toBeDisabled();
    await choose(user, 'Type de juridiction', 'Justice de paix');
    await user.type(screen.getByRole('combobox', { name: 'Juridiction' }), 'Ukkel');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringMatching(/Uccle/)]);
    expect(listJurisdictions).toHaveBeenCalledWith('jp', expect.anything());

    await user.clear(screen.getByRole('combobox', { name: 'Juridiction' }));
    await user.type(screen.getByRole('combobox', { name: 'Juridiction' }), 'zzzz');
    expect(await screen.findByText('Pas de résultat')).toBeInTheDocument();
  });

  it('chooses the Cour de cassation with its type, and drops a court of another type', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    await choose(user, 'Type de juridiction', 'Cour de cassation');
    expect(screen.getByRole('combobox', { name: 'Juridiction' })).toHaveValue('Cour de cassation');
    await choose(user, 'Type de juridiction', "Cour d'appel");
    expect(screen.getByRole('combobox', { name: 'Juridiction' })).toHaveValue('');
  });

  it('checks the ECLI against its format and the court when the field is left', async () => {
    const { user } = await renderForm({
      type: 'jurisprudence',
      country: 'be',
      jurisdictionType: 'cass',
      jurisdictionName: 'cass',
      pronouncedDate: '2020-01-15',
    });
    const ecli = screen.getByLabelText('ECLI');
    const write = async (value: string) => {
      await user.clear(ecli);
      await user.paste(value);
    };
    await user.type(ecli, 'ECLI-BE');
    expect(ecli).not.toHaveAccessibleDescription();
    await user.tab();
    expect(ecli).toHaveAccessibleDescription(/ECLI:BE:CODE:ANNÉE:NUMÉRO/);
    await write('ECLI:BE:GHCC:2020:ARR.20200115.1');
    expect(ecli).toHaveAccessibleDescription(/pas celui de la juridiction choisie/);
    await write('ECLI:BE:CASS:2019:ARR.20190115.1');
    expect(ecli).toHaveAccessibleDescription(/pas celle de la décision/);
    await write('ecli:be:cass:2020:arr.20200115.1');
    expect(ecli).not.toHaveAccessibleDescription();
  });

  it('asks a foreign judgment for its court as cited', async () => {
    await renderForm({ type: 'jurisprudence', country: 'fr' });
    expect(field('Juridiction (telle que citée)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type de juridiction' })).not.toBeInTheDocument();
  });
});

describe('the metadata form: doctrine', () => {
  it.each([
    ['monograph', 'Monographie', ['Édition', 'Tome', "Lieu d'édition", 'Éditeur', 'Page'], ['Revue ou ouvrage']],
    ['periodicals', 'Article de revue', ['Revue ou ouvrage', 'Tome', 'Page'], ['Éditeur', 'Décision commentée']],
    [
      'stop-note',
      "Note d'arrêt",
      ['Revue ou ouvrage', 'Décision commentée', 'Page de la décision commentée'],
      ['Éditeur'],
    ],
    ['publication', 'Publication', ['Numéro', 'Date'], ['Revue ou ouvrage', 'Page']],
  ])('shows what a %s has', async (_code, nature, shown, hidden) => {
    const { user } = await renderForm({ type: 'doctrine' });
    await choose(user, 'Nature', nature);
    const part = screen.getByRole('group', { name: 'Doctrine' });
    for (const label of ['Titre', 'Année', ...shown]) expect(within(part).getByLabelText(label)).toBeInTheDocument();
    for (const label of hidden) expect(within(part).queryByLabelText(label)).not.toBeInTheDocument();
    if (nature === 'Publication') {
      expect(within(part).getByRole('combobox', { name: 'Type de publication' })).toBeInTheDocument();
    }
  });
});

describe('the metadata form: contracts, documents, notes, submissions, quotes', () => {
  it('takes several authors as rows added and removed, and the redaction date', async () => {
    const { user } = await renderForm({ type: 'contract', language: 'fr' });
    const authors = screen.getByRole('group', { name: 'Auteurs' });
    await user.type(within(authors).getByLabelText('Prénom'), 'Louise');
    await user.type(within(authors).getByLabelText('Nom'), 'Martin');
    await user.click(within(authors).getByRole('button', { name: 'Ajouter un auteur' }));
    const second = within(authors).getByRole('group', { name: 'Auteur 2' });
    await user.type(within(second).getByLabelText('Prénom'), 'Paul');
    await user.type(within(second).getByLabelText('Nom'), 'Dubois');
    await user.type(screen.getByLabelText('Date de rédaction'), '02/03/2026');
    expect(reference()).toHaveTextContent('Contrat, L. MARTIN et P. DUBOIS, 2 mars 2026.');

    await user.click(within(authors).getByRole('button', { name: "Retirer l'auteur 1" }));
    expect(within(authors).getAllByRole('group')).toHaveLength(1);
    expect(within(authors).getByLabelText('Nom')).toHaveValue('Dubois');
    expect(reference()).toHaveTextContent('Contrat, P. DUBOIS, 2 mars 2026.');
  });

  it.each(['Note', 'Conclusions', 'Devis', 'Document'])('asks the same of a %s', async (type) => {
    const { user } = await renderForm({});
    await choose(user, 'Type de document', type);
    expect(screen.getByRole('group', { name: 'Auteurs' })).toBeInTheDocument();
    expect(field('Date de rédaction')).toBeInTheDocument();
  });
});

describe('the source rules', () => {
  it('keeps a lawyer’s document private, of source lawyer, with the lawyer as source lawyer', async () => {
    await renderForm({ type: 'note', visibility: 'public', source: 'lexdesk' }, makeLawyer());
    const visibility = screen.getByRole('group', { name: 'Confidentialité' });
    expect(within(visibility).getByRole('radio', { name: 'Privé' })).toBeChecked();
    expect(within(visibility).getByRole('radio', { name: 'Privé' })).toBeDisabled();
    expect(within(visibility).getByRole('radio', { name: 'Public' })).toBeDisabled();
    const source = screen.getByRole('group', { name: 'Source' });
    expect(within(source).getByRole('radio', { name: 'Avocat' })).toBeChecked();
    expect(within(source).getByRole('radio', { name: 'LexDesk' })).toBeDisabled();
    expect(screen.getByText('Louise Martin (vous)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Avocat source' })).not.toBeInTheDocument();
  });

  it('lets the super administrator choose a lawyer source, the select disabled for a LexDesk document', async () => {
    lawyersMock.mockResolvedValue([{ id: 12, name: 'Paul Dubois', lawyer_id: 12 }]);
    saveMock.mockImplementation((_token, metadata) => Promise.resolve(detail(metadata)));
    const { user } = await renderForm({ type: 'note', source: 'lexdesk', visibility: 'public' });
    expect(screen.getByRole('combobox', { name: 'Avocat source' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Avocat' }));
    const select = screen.getByRole('combobox', { name: 'Avocat source' });
    expect(select).toBeEnabled();
    await user.type(select, 'Du');
    expect(lawyersMock).not.toHaveBeenCalled();
    await user.type(select, 'b');
    await user.click(await screen.findByRole('option', { name: 'Paul Dubois' }));
    expect(lawyersMock).toHaveBeenCalledWith('Dub', expect.anything());
    expect(select).toHaveValue('Paul Dubois');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalled());
    expect(saveMock.mock.calls[0]?.[1]).toMatchObject({
      source: 'lawyer',
      lawyerSource: { id: 12, lawyer_id: 12, name: 'Paul Dubois' },
    });
  });
});

describe('the law cases', () => {
  it('are searched from 3 characters, chosen several, and removed', async () => {
    lawCasesMock.mockImplementation((terms) =>
      Promise.resolve(
        terms === 'bai'
          ? [
              { id: 4, content: 'Bail commercial', penal: false, category: { id: 1, description: 'Baux' } },
              { id: 5, content: "Bail d'habitation", penal: false, category: { id: 1, description: 'Baux' } },
            ]
          : [],
      ),
    );
    const { user } = await renderForm({ type: 'contract' });
    const select = screen.getByRole('combobox', { name: "Types d'affaires" });
    await user.type(select, 'ba');
    expect(await screen.findByText('Tapez au moins 3 caractères')).toBeInTheDocument();
    await user.type(select, 'i');
    await user.click(await screen.findByRole('option', { name: 'Bail commercial' }));
    await user.type(select, 'bai');
    await user.click(await screen.findByRole('option', { name: "Bail d'habitation" }));
    const chosen = screen.getByRole('list', { name: "Types d'affaires choisis" });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bail commercial', "Bail d'habitation"]);
    await user.click(within(chosen).getByRole('button', { name: 'Retirer Bail commercial' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.type(select, 'xyz');
    expect(await screen.findByText('Pas de résultat')).toBeInTheDocument();
  });
});

describe('the reference', () => {
  it('follows every change, in the guide of the document’s language', async () => {
    const { user } = await renderForm({ type: 'legislation', country: 'be', language: 'fr' });
    await choose(user, "Nature de l'acte", 'Loi');
    expect(reference()).toHaveTextContent('Loi.');
    await user.type(screen.getByLabelText("Date de l'acte"), '01/12/2013');
    await user.click(screen.getByLabelText('Intitulé'));
    await user.paste('portant réforme des arrondissements judiciaires');
    await user.type(screen.getByLabelText('Date de publication'), '10/12/2013');
    expect(reference()).toHaveTextContent(
      'Loi du 1er décembre 2013 portant réforme des arrondissements judiciaires, M.B., 10 décembre 2013.',
    );
    expect(reference()).toHaveTextContent(/Guide des citations/);

    await choose(user, 'Langue', 'Néerlandais');
    expect(reference()).toHaveTextContent('Wet 1 december 2013 portant réforme');
    expect(reference()).toHaveTextContent(/Juridische verwijzingen en afkortingen/);
  });

  it('waits for the type to say anything', async () => {
    await renderForm({});
    expect(reference()).toHaveTextContent("La référence s'affiche dès que le type du document est choisi.");
  });
});

describe('the values read from the text', () => {
  const text = [
    'Cour de cassation de Belgique',
    'Arrêt',
    'N° C.19.0123.F',
    'ECLI:BE:CASS:2020:ARR.20200115.1',
    'du 15 janvier 2020, première chambre',
  ].join('\n');
  const at = (field: MetadataSuggestion['field'], value: string, words: string): MetadataSuggestion => ({
    field,
    value,
    start_index: text.indexOf(words),
    end_index: text.indexOf(words) + words.length,
  });
  const suggestions = [
    at('type', 'jurisprudence', 'Arrêt'),
    at('country', 'be', 'de Belgique'),
    at('jurisdictionType', 'cass', 'Cour de cassation'),
    at('jurisdictionName', 'cass', 'Cour de cassation'),
    at('pronouncedDate', '2020-01-15', '15 janvier 2020'),
    at('roleNumber', 'C.19.0123.F', 'C.19.0123.F'),
    at('ecli', 'ECLI:BE:CASS:2020:ARR.20200115.1', 'ECLI:BE:CASS:2020:ARR.20200115.1'),
  ];

  beforeEach(() => {
    textMock.mockResolvedValue({ token: TOKEN, state: 'success', text });
    suggestionsMock.mockResolvedValue(suggestions);
  });

  it('offers each value with the words it was read from, fills one only when accepted', async () => {
    const { user } = await renderForm({ language: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Valeurs lues dans le texte' });
    await within(panel).findByText('15/01/2020');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(suggestions.length);
    expect(within(panel).getByText('C.19.0123.F', { selector: 'mark' })).toBeInTheDocument();
    // Nothing is filled silently.
    expect(screen.getByRole('combobox', { name: 'Type de document' })).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'Accepter Type de document\u00a0: Jurisprudence' }));
    expect(screen.getByRole('combobox', { name: 'Type de document' })).toHaveValue('Jurisprudence');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(suggestions.length - 1);
    expect(screen.getByLabelText('Date de la décision')).toHaveValue('');
  });

  it('highlights the field a suggestion would fill', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    const panel = await screen.findByRole('region', { name: 'Valeurs lues dans le texte' });
    const accept = await within(panel).findByRole('button', { name: /Accepter Numéro de rôle/ });
    const roleNumber = screen.getByLabelText('Numéro de rôle').closest('[data-field]');
    expect(roleNumber?.className).not.toMatch(/highlighted/);
    await user.hover(accept);
    expect(roleNumber?.className).toMatch(/highlighted/);
    await user.unhover(accept);
    expect(roleNumber?.className).not.toMatch(/highlighted/);
  });

  it('offers a value under the field it would fill too', async () => {
    const { user } = await renderForm({ type: 'jurisprudence', country: 'be' });
    const roleNumber = screen.getByLabelText('Numéro de rôle');
    const place = roleNumber.closest<HTMLElement>('[data-field]')!;
    expect(await within(place).findByText(/^Lu dans le texte.: C\.19\.0123\.F$/)).toBeInTheDocument();
    await user.click(within(place).getByRole('button', { name: 'Accepter Numéro de rôle\u00a0: C.19.0123.F' }));
    expect(roleNumber).toHaveValue('C.19.0123.F');
    expect(within(place).queryByText(/Lu dans le texte/)).not.toBeInTheDocument();
  });

  it('accepts them all at once, and the reference follows', async () => {
    const { user } = await renderForm({ language: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Valeurs lues dans le texte' });
    await user.click(await within(panel).findByRole('button', { name: 'Tout accepter' }));
    expect(screen.getByRole('combobox', { name: 'Juridiction' })).toHaveValue('Cour de cassation');
    expect(screen.getByLabelText('Date de la décision')).toHaveValue('15/01/2020');
    expect(screen.getByLabelText('ECLI')).toHaveValue('ECLI:BE:CASS:2020:ARR.20200115.1');
    expect(within(panel).getByText('Toutes les valeurs lues sont dans le formulaire.')).toBeInTheDocument();
    expect(reference()).toHaveTextContent(
      'Cass., 15 janvier 2020, R.G. n° C.19.0123.F, ECLI:BE:CASS:2020:ARR.20200115.1.',
    );
  });

  it('says while the text is being read', async () => {
    textMock.mockResolvedValue({ token: TOKEN, state: 'pending', text: null });
    await renderForm({});
    expect(await screen.findByText('Lecture du texte du document…')).toBeInTheDocument();
    expect(suggestionsMock).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  const judgment: DocumentMetadata = {
    type: 'jurisprudence',
    country: 'be',
    language: 'fr',
    source: 'lexdesk',
    visibility: 'public',
    jurisdictionType: 'cass',
    jurisdictionName: 'cass',
    pronouncedDate: '2020-01-15',
    // Left from another type: not applicable, so not sent.
    redactionDate: '2019-01-01',
  };

  it('posts the applicable metadata, says "Métadonnées sauvegardées !" and hands the document back', async () => {
    saveMock.mockImplementation((_token, metadata) => Promise.resolve(detail(metadata)));
    const { user, onSaved } = await renderForm(judgment);
    await user.type(screen.getByLabelText('Numéro de rôle'), 'C.19.0123.F');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Métadonnées sauvegardées\u202f!' }]));
    const [token, sent] = saveMock.mock.calls[0] ?? [];
    expect(token).toBe(TOKEN);
    expect(sent).toMatchObject({
      type: 'jurisprudence',
      jurisdictionName: 'cass',
      roleNumber: 'C.19.0123.F',
      reference: 'Cass., 15 janvier 2020, R.G. n° C.19.0123.F.',
    });
    expect(sent).not.toHaveProperty('redactionDate');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ token: TOKEN }));
  });

  it('puts the server’s 422 errors on their fields and keeps what was typed', async () => {
    saveMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Certaines données ne sont pas valides.',
        errors: { 'metadata.roleNumber': ['Ce numéro de rôle est déjà utilisé.'], ecli: ['metadata_ecli'] },
      }),
    );
    const { user, onSaved } = await renderForm(judgment);
    await user.type(screen.getByLabelText('Numéro de rôle'), 'C.19.0123.F');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const roleNumber = screen.getByLabelText('Numéro de rôle');
    await waitFor(() => expect(roleNumber).toHaveAccessibleDescription('Ce numéro de rôle est déjà utilisé.'));
    expect(screen.getByLabelText('ECLI')).toHaveAccessibleDescription(/ECLI:BE:CODE:ANNÉE:NUMÉRO/);
    expect(roleNumber).toHaveValue('C.19.0123.F');
    expect(roleNumber).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/n'ont pas été enregistrées/);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses to send what the server would refuse, with the error on its field', async () => {
    const { user } = await renderForm({ ...judgment, jurisdictionType: 'c-e', jurisdictionName: 'c-e' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByLabelText('Numéro de la décision')).toHaveAccessibleDescription('Ce champ est requis.');
    expect(saveMock).not.toHaveBeenCalled();
  });
});

describe.each([
  ['en', 'Document type', 'Reference', 'Save', 'Metadata saved!'],
  ['nl', 'Type document', 'Verwijzing', 'Opslaan', 'Metadata opgeslagen!'],
] as const)('the metadata form in %s', (locale, typeLabel, referenceLabel, save, saved) => {
  it('speaks the language', async () => {
    saveMock.mockImplementation((_token, metadata) => Promise.resolve(detail(metadata)));
    const { user } = await renderForm({ type: 'note' }, makeSuperAdmin(), locale);
    expect(screen.getByRole('combobox', { name: typeLabel })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: referenceLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: saved }]));
  });
});
