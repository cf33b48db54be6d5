import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from './Pagination';

describe('Pagination', () => {
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(7, 20)).toEqual([1, 'gap-start', 6, 7, 8, 'gap-end', 20]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('marks the current page and moves to the chosen one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
