import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

const options = [
  { id: 'US', label: 'United States' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'CA', label: 'Canada' },
];

describe('Combobox', () => {
  it('filters by a case-insensitive substring and reports the choice', async () => {
    const onSelectionChange = vi.fn();
    render(<Combobox label="Country" options={options} onSelectionChange={onSelectionChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'KING');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United Kingdom']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    expect(onSelectionChange).toHaveBeenCalledWith('GB');
  });
});
