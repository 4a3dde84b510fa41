import { screen } from '@testing-library/react';
import { getStructure } from '../../../api/documents';
import { renderScreen } from '../../../common/test/render';
import { makeLawyer, resetStores } from '../../../common/test/session';
import { SearchSidebar } from './SearchSidebar';

jest.mock('../../../api/documents', () => ({ getStructure: jest.fn() }));
const structureMock = jest.mocked(getStructure);

beforeEach(() => {
  resetStores(makeLawyer());
  structureMock.mockReset();
});

async function choose(user: ReturnType<typeof renderScreen>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the search sidebar', () => {
  it('shows nature and legislation date only for Belgian legislation, and writes the search into the URL', async () => {
    structureMock.mockRejectedValue(new Error('no structure yet'));
    const { user, location } = renderScreen(<SearchSidebar />, { path: '/my-documents?page=3' });
    expect(screen.getByRole('search', { name: 'Recherche' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nature' })).not.toBeInTheDocument();

    await choose(user, 'Nature du document', 'Législation');
    expect(screen.queryByRole('combobox', { name: 'Nature' })).not.toBeInTheDocument();
    await choose(user, 'Pays', 'Belgique');
    expect(screen.getByRole('textbox', { name: /date de la législation/i })).toBeInTheDocument();
    // The natures by their names, not their codes.
    await choose(user, 'Nature', 'Loi spéciale');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'bail');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      q: 'bail',
      type: 'legislation',
      country: 'be',
      nature: 'l-spec',
    });
  });

  it('draws the filters the API defines', async () => {
    const definition = { placeholder: '', type: 'text', options: [], conditional: [], title: '', fields: [] };
    structureMock.mockResolvedValue([
      { ...definition, component: 'input', data: 'terms', label: 'library.filters.terms.label' },
      {
        ...definition,
        component: 'select',
        data: 'type',
        label: 'Type en mots',
        options: [{ value: 'note', label: 'library.filters.type.note' }],
      },
    ]);
    const { user } = renderScreen(<SearchSidebar />, { path: '/my-documents' });
    await user.click(await screen.findByRole('combobox', { name: 'Type en mots' }));
    expect(await screen.findByRole('option', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pays' })).not.toBeInTheDocument();
    expect(structureMock).toHaveBeenCalledWith('documents', expect.any(AbortSignal));
  });
});
