import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationItems } from './Pagination';
import { renderWithIntl } from './test/render';

describe('Pagination', () => {
  it('is a named navigation whose current page has aria-current', () => {
    renderWithIntl(<Pagination page={3} pageCount={5} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous and next, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = renderWithIntl(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Précédent/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={3} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Suivant/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Précédent/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('renders nothing for a single page', () => {
    renderWithIntl(<Pagination page={1} pageCount={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('paginationItems shows the ends, the neighbours and gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(paginationItems(12, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(12, 8)).toEqual([1, 'gap', 7, 8]);
  });
});
