import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { getPolicies, savePolicies, type FirmPolicies } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { FIRM_UUID, makeAdmin, resetStores, toasts } from '../../../common/test/session';
import { PoliciesPage } from './PoliciesPage';

jest.mock('../../../api/office', () => ({
  ...jest.requireActual<object>('../../../api/office'),
  getPolicies: jest.fn(),
  savePolicies: jest.fn(),
}));

// Slate cannot be typed into under jsdom: a labelled text area stands in for the editor (same props).
jest.mock('@lexdesk/shared/rich-text', () => ({
  RichTextEditor: ({
    label,
    defaultValue,
    onChange,
  }: {
    label: string;
    defaultValue?: string;
    onChange?: (html: string) => void;
  }) => (
    <textarea
      aria-label={label}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange?.(event.target.value)}
    />
  ),
}));

const getMock = jest.mocked(getPolicies);
const saveMock = jest.mocked(savePolicies);

const stored: FirmPolicies = {
  terms: [{ lang: 'fr', content: '<p>Conditions du cabinet</p>', url: `/policies/${FIRM_UUID}/terms/fr` }],
  privacy: [],
};

beforeEach(() => {
  jest.clearAllMocks();
  resetStores(makeAdmin());
  getMock.mockResolvedValue(stored);
  saveMock.mockImplementation(async (_uuid, policies) => ({
    terms: policies.terms.map((policy) => ({ ...policy, url: `/policies/x/terms/${policy.lang}` })),
    privacy: policies.privacy.map((policy) => ({ ...policy, url: `/policies/x/privacy/${policy.lang}` })),
  }));
});

async function open() {
  const rendered = renderScreen(<PoliciesPage />, { path: '/office/policies' });
  await screen.findByRole('heading', { level: 1, name: 'Contrats' });
  await screen.findByRole('textbox', { name: 'Conditions générales (Français)' });
  return rendered;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('policies', () => {
  it('shows a tab per stored language, the two editors and the guidance about titles and tables', async () => {
    await open();
    expect(getMock).toHaveBeenCalledWith(FIRM_UUID, expect.any(AbortSignal));
    expect(tabNames()).toEqual(['Français']);
    expect(screen.getByRole('textbox', { name: 'Conditions générales (Français)' })).toHaveValue(
      '<p>Conditions du cabinet</p>',
    );
    expect(screen.getByRole('textbox', { name: 'Charte de vie privée (Français)' })).toHaveValue('');
    expect(screen.getByText(/Ne collez pas le titre du contrat/)).toBeInTheDocument();
    expect(screen.getByText(/Retirez les tableaux/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Voir la page publique des conditions générales (Français)' }),
    ).toHaveAttribute('href', `/policies/${FIRM_UUID}/terms/fr`);
  });

  it('saves once and says it once when Enregistrer is clicked twice in a row', async () => {
    let answer: (value: Awaited<ReturnType<typeof saveMock>>) => void = () => undefined;
    saveMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await open();
    // Two clicks in the same moment, as a browser's double click delivers them: before anything re-renders.
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(saveMock).toHaveBeenCalled());
    answer({ terms: [{ lang: 'fr', content: '<p>Conditions du cabinet</p>', url: '/x' }], privacy: [] } as never);
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Données enregistrées' }]));
    expect(saveMock).toHaveBeenCalledTimes(1);
  });

  it('adds a language tab and posts only the policies with content', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Ajouter une langue' }));
    await user.click(screen.getByRole('menuitem', { name: 'Néerlandais' }));
    expect(tabNames()).toEqual(['Français', 'Néerlandais']);
    expect(screen.getByRole('tab', { name: 'Néerlandais' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Charte de vie privée (Néerlandais)' }), 'Privacy NL');
    // An editor left with an empty paragraph is not a policy.
    await user.type(screen.getByRole('textbox', { name: 'Conditions générales (Néerlandais)' }), '<p></p>');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Données enregistrées' }]));
    expect(saveMock).toHaveBeenCalledWith(FIRM_UUID, {
      terms: [{ lang: 'fr', content: '<p>Conditions du cabinet</p>' }],
      privacy: [{ lang: 'nl', content: 'Privacy NL' }],
    });
  });

  it('removes a language: its policies are left out of the saved set', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Ajouter une langue' }));
    await user.click(screen.getByRole('menuitem', { name: 'Anglais' }));
    await user.type(screen.getByRole('textbox', { name: 'Conditions générales (Anglais)' }), 'Terms EN');
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Retirer la langue : Français' }));
    expect(tabNames()).toEqual(['Anglais']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('textbox', { name: 'Conditions générales (Anglais)' })).toHaveValue('Terms EN');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalled());
    expect(saveMock.mock.calls[0]?.[1]).toEqual({ terms: [{ lang: 'en', content: 'Terms EN' }], privacy: [] });
  });

  it('offers no language to add once the three are there', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Ajouter une langue' }));
    await user.click(screen.getByRole('menuitem', { name: 'Anglais' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une langue' }));
    await user.click(screen.getByRole('menuitem', { name: 'Néerlandais' }));
    expect(tabNames()).toEqual(['Français', 'Anglais', 'Néerlandais']);
    expect(screen.getByRole('button', { name: 'Ajouter une langue' })).toBeDisabled();
  });
});
