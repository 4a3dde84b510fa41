import { useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import {
  getCategory,
  getCategoryLawCases,
  getMyCategories,
  listAllCategories,
  setMyCategories,
} from '../../../api/account';
import { renderScreen } from '../../../common/test/render';
import { makeOnboarding, makeUser, resetStores, toasts } from '../../../common/test/session';
import { CategoriesDetailPage } from './CategoriesDetailPage';
import { CategoriesListPage } from './CategoriesListPage';
import { CategoriesUpdatePage } from './CategoriesUpdatePage';

jest.mock('../../../api/account', () => ({
  getMyCategories: jest.fn(),
  listAllCategories: jest.fn(),
  setMyCategories: jest.fn(),
  getCategory: jest.fn(),
  getCategoryLawCases: jest.fn(),
}));

const mineMock = jest.mocked(getMyCategories);
const allMock = jest.mocked(listAllCategories);
const setMock = jest.mocked(setMyCategories);
const categoryMock = jest.mocked(getCategory);
const lawCasesMock = jest.mocked(getCategoryLawCases);

const work = { id: 3, description: 'Droit du travail' };
const family = { id: 5, description: 'Droit de la famille' };
const traffic = { id: 7, description: 'Roulage' };

beforeEach(() => {
  jest.clearAllMocks();
  resetStores(makeUser({ onboarding: makeOnboarding({ has_user_set_their_skills: false }) }));
  mineMock.mockResolvedValue([work]);
  allMock.mockResolvedValue([work, family, traffic]);
});

describe('categories list', () => {
  it("lists the user's categories, each linking to its detail, and the way to choose them", async () => {
    renderScreen(<CategoriesListPage />, { path: '/account/categories/list' });
    expect(await screen.findByRole('link', { name: 'Droit du travail' })).toHaveAttribute(
      'href',
      '/account/categories/3',
    );
    expect(screen.getByRole('link', { name: 'Choisir mes matières' })).toHaveAttribute(
      'href',
      '/account/categories/update',
    );
  });

  it('says when none is chosen yet', async () => {
    mineMock.mockResolvedValue([]);
    renderScreen(<CategoriesListPage />, { path: '/account/categories/list' });
    expect(await screen.findByText("Vous n'avez pas encore choisi de matière.")).toBeInTheDocument();
  });
});

describe('categories update', () => {
  it('saves the chosen categories, says so, refreshes the onboarding flags and returns to the list', async () => {
    setMock.mockResolvedValue([work, traffic]);
    const load = jest.fn().mockResolvedValue(null);
    useSessionStore.setState({ load });
    const { user, pathname } = renderScreen(<CategoriesUpdatePage />, {
      path: '/account/categories/update',
      others: [{ path: '/account/categories/list', element: <p>Liste</p> }],
    });
    const workBox = await screen.findByRole('checkbox', { name: 'Droit du travail' });
    expect(workBox).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Roulage' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Roulage' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(pathname()).toBe('/account/categories/list'));
    expect(setMock).toHaveBeenCalledWith([3, 7]);
    expect(toasts()).toEqual([{ type: 'success', text: 'Vos matières ont été mises à jour' }]);
    expect(load).toHaveBeenCalled();
  });

  it('leads back to the list without saving', async () => {
    const { user, pathname } = renderScreen(<CategoriesUpdatePage />, {
      path: '/account/categories/update',
      others: [{ path: '/account/categories/list', element: <p>Liste</p> }],
    });
    await screen.findByRole('checkbox', { name: 'Droit du travail' });
    await user.click(screen.getByRole('link', { name: 'Retour à mes matières' }));
    expect(pathname()).toBe('/account/categories/list');
    expect(setMock).not.toHaveBeenCalled();
  });

  it('can remove every category', async () => {
    setMock.mockResolvedValue([]);
    useSessionStore.setState({ load: jest.fn().mockResolvedValue(null) });
    const { user } = renderScreen(<CategoriesUpdatePage />, {
      path: '/account/categories/update',
      others: [{ path: '/account/categories/list', element: <p>Liste</p> }],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Droit du travail' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(setMock).toHaveBeenCalledWith([]));
  });
});

describe('category detail', () => {
  it("shows the category's law cases and the way back to the list", async () => {
    categoryMock.mockResolvedValue(work);
    lawCasesMock.mockResolvedValue([
      { id: 31, content: "J'ai été licencié" },
      { id: 32, content: 'Mon salaire est impayé' },
    ]);
    renderScreen(<CategoriesDetailPage />, { path: '/account/categories/3', route: '/account/categories/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Droit du travail' })).toBeInTheDocument();
    expect(categoryMock).toHaveBeenCalledWith(3, expect.any(AbortSignal));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "J'ai été licencié",
      'Mon salaire est impayé',
    ]);
    expect(screen.getByRole('link', { name: 'Retour à mes matières' })).toHaveAttribute(
      'href',
      '/account/categories/list',
    );
  });
});
