import { screen } from '@testing-library/react';
import { getCategoryLawyers } from '../../../api/account';
import { listFirmLawyers } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { adminLawyer, makeUser, ordinaryLawyer, resetStores } from '../../../common/test/session';
import { LawyersSidebar } from './LawyersSidebar';

jest.mock('../../../api/office', () => ({ listFirmLawyers: jest.fn() }));
jest.mock('../../../api/account', () => ({ getCategoryLawyers: jest.fn() }));

const firmMock = jest.mocked(listFirmLawyers);
const categoryMock = jest.mocked(getCategoryLawyers);

beforeEach(() => {
  jest.clearAllMocks();
  resetStores(makeUser());
  firmMock.mockResolvedValue([adminLawyer, ordinaryLawyer]);
  categoryMock.mockResolvedValue([{ id: 11, name: 'Louise Martin', profile_picture_url: null }]);
});

describe('lawyers sidebar', () => {
  it("lists the firm's lawyers", async () => {
    renderScreen(<LawyersSidebar />, { path: '/office/informations' });
    expect(await screen.findByText('Claire Dubois')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Avocats du cabinet' })).toBeInTheDocument();
    expect(categoryMock).not.toHaveBeenCalled();
  });

  it("on a category's page, lists the lawyers practising it", async () => {
    renderScreen(<LawyersSidebar />, { path: '/account/categories/3' });
    expect(await screen.findByText('Louise Martin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Avocats pratiquant cette matière' })).toBeInTheDocument();
    expect(categoryMock).toHaveBeenCalledWith(3, expect.any(AbortSignal));
    expect(screen.queryByText('Claire Dubois')).not.toBeInTheDocument();
  });
});
