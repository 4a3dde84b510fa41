import { screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';
import { EmptyState } from './EmptyState';
import { renderWithIntl } from './test/render';

interface Doc {
  id: number;
  name: string;
  size: string;
}

const columns: Array<DataColumn<Doc>> = [
  { key: 'name', header: 'Nom', render: (row) => row.name },
  { key: 'size', header: 'Taille', render: (row) => row.size, align: 'end' },
];
const rows: Doc[] = [
  { id: 1, name: 'Jugement.pdf', size: '1,2 Mo' },
  { id: 2, name: 'Contrat.docx', size: '245 ko' },
];

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderWithIntl(<DataTable caption="Documents" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Taille']);
    expect(within(table).getByRole('rowheader', { name: 'Contrat.docx' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).not.toHaveAttribute('aria-busy');
    // The scrolling box can be reached and scrolled with the keyboard.
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveAttribute('tabindex', '0');
  });

  it('stacked on a phone, labels each cell with its column for the eye, not twice for a screen reader', () => {
    renderWithIntl(
      <DataTable caption="Documents" columns={columns} rows={rows} rowKey={(row) => row.id} stackOnPhone />,
    );
    const table = screen.getByRole('table', { name: 'Documents' });
    // The cell keeps its accessible name (the column header announces it); the visible label is hidden from it.
    const size = within(table).getByRole('cell', { name: '1,2 Mo' });
    expect(size).toHaveTextContent('Taille1,2 Mo');
    expect(within(size).getByText('Taille')).toHaveAttribute('aria-hidden', 'true');
    // The row's name is not labelled.
    expect(within(table).getByRole('rowheader', { name: 'Jugement.pdf' })).toHaveTextContent(/^Jugement\.pdf$/);
  });

  it('marks the current row (the one previewed beside the list) and no other', () => {
    renderWithIntl(
      <DataTable
        caption="Documents"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        isCurrentRow={(row) => row.id === 2}
      />,
    );
    const current = screen.getByRole('rowheader', { name: 'Contrat.docx' }).closest('tr');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('rowheader', { name: 'Jugement.pdf' }).closest('tr')).not.toHaveAttribute('aria-current');
  });

  it('keeps a hidden caption for assistive technologies', () => {
    renderWithIntl(
      <DataTable caption="Documents" captionHidden columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(screen.getByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });

  it('says when it is empty, by default or in the words of the caller', () => {
    const { rerender } = renderWithIntl(
      <DataTable caption="Documents" columns={columns} rows={[]} rowKey={(row) => row.id} />,
    );
    expect(within(screen.getByRole('table')).getByText('Aucun élément')).toBeInTheDocument();
    rerender(
      <DataTable
        caption="Documents"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<EmptyState title="Aucun document" />}
      />,
    );
    expect(within(screen.getByRole('table')).getByText('Aucun document')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads, and stays busy while it refreshes', () => {
    const { rerender } = renderWithIntl(
      <DataTable caption="Documents" columns={columns} rows={[]} loading rowKey={(row) => row.id} />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByText('Aucun élément')).not.toBeInTheDocument();
    rerender(<DataTable caption="Documents" columns={columns} rows={rows} loading rowKey={(row) => row.id} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Jugement.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
