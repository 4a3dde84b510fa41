import type { Locale } from '@lexdesk/shared';
import { render, screen, within } from '@testing-library/react';
import { contractPdf, idCardPng, letterDocx, makeLegalCase, photoJpg } from '../test/fixtures';
import { IntlWrapper } from '../test/render';
import { LitigantDocumentsTab } from './LitigantDocumentsTab';

function renderDocuments(locale: Locale = 'fr', legalCase = makeLegalCase()) {
  return render(
    <IntlWrapper locale={locale}>
      <LitigantDocumentsTab legalCase={legalCase} />
    </IntlWrapper>,
  );
}

/** The list that follows a group's <h3>. */
function group(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const list = heading.parentElement?.querySelector('ul');
  if (!list) throw new Error(`no list under ${title}`);
  return list;
}

const itemOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('Litigant documents tab', () => {
  it('groups the files by question, then the other documents', () => {
    renderDocuments();
    expect(screen.getByRole('heading', { level: 2, name: 'Documents du justiciable' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Votre contrat de bail',
      'Vos échanges et photos',
      'Autres documents',
    ]);
    expect(within(group('Votre contrat de bail')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(group('Vos échanges et photos')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(group('Autres documents')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows name, type and size with a download link for each file', () => {
    renderDocuments();
    const contract = itemOf(group('Votre contrat de bail'), contractPdf.name);
    expect(contract).toHaveTextContent('PDF');
    expect(within(contract).getByText('245 ko')).toBeInTheDocument();
    const link = within(contract).getByRole('link', { name: `Télécharger ${contractPdf.name}` });
    expect(link).toHaveAttribute('href', contractPdf.url);
    expect(link).toHaveAttribute('download', contractPdf.name);

    const exchanges = group('Vos échanges et photos');
    expect(itemOf(exchanges, letterDocx.name)).toHaveTextContent('Word');
    expect(itemOf(exchanges, letterDocx.name)).toHaveTextContent('18 ko');
    expect(itemOf(exchanges, photoJpg.name)).toHaveTextContent('Image');
    expect(within(itemOf(exchanges, photoJpg.name)).getByText('2,3 Mo')).toBeInTheDocument();

    const other = itemOf(group('Autres documents'), idCardPng.name);
    expect(other).toHaveTextContent('1 ko');
    expect(within(other).getByRole('link', { name: `Télécharger ${idCardPng.name}` })).toHaveAttribute(
      'href',
      idCardPng.url,
    );
  });

  it('speaks English with the interface', () => {
    renderDocuments('en');
    expect(screen.getByRole('heading', { level: 2, name: "Litigant's documents" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your lease' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Other documents' })).toBeInTheDocument();
    expect(within(itemOf(group('Your lease'), contractPdf.name)).getByText('245 kB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download ${contractPdf.name}` })).toBeInTheDocument();
  });

  it('says "Aucun document transmis" when the litigant sent nothing', () => {
    renderDocuments('fr', makeLegalCase({ questions_and_answers: [], documents: [] }));
    expect(screen.getByText('Aucun document transmis')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
