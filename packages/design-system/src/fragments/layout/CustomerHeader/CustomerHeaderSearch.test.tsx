import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProducts } from './CustomerHeader.fixtures';
import { CustomerHeaderSearch } from './CustomerHeaderSearch';

const box = () => screen.getByRole('combobox', { name: 'Search products' });

// The whole header renders in jsdom on a shared machine: generous time, as in the app's tests.
vi.setConfig({ testTimeout: 60_000 });

describe('the header search list', () => {
  it('stays closed when Escape comes before the list had time to open (a slow phone)', async () => {
    render(<CustomerHeaderSearch results={[]} busy />);
    await userEvent.click(box());
    // One batch: the key press is handled before React has rendered the typed text, as on a busy
    // device where the list opens a moment after the keystroke.
    act(() => {
      fireEvent.change(box(), { target: { value: 'a' } });
      fireEvent.keyDown(box(), { key: 'Escape' });
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('a');
  });

  it('stays closed when the results for dismissed text arrive later, and opens again on typing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CustomerHeaderSearch results={[]} busy />);
    await user.type(box(), 'b');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    rerender(<CustomerHeaderSearch results={sampleProducts.slice(0, 2)} />);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box(), 'r');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: new RegExp(sampleProducts[0]!.name) })).toBeInTheDocument();
  });

  it('opens on ArrowDown after Escape, for the text already typed', async () => {
    const user = userEvent.setup();
    render(<CustomerHeaderSearch results={sampleProducts.slice(0, 2)} />);
    await user.type(box(), 'b');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
