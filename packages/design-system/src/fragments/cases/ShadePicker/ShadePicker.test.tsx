import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShadePicker } from './ShadePicker';

describe('ShadePicker', () => {
  it('clears a chosen shade when another guide is picked, since its shades differ', async () => {
    const onChange = vi.fn();
    render(<ShadePicker value={{ system: 'vita_classical', shade: 'A2' }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'VITA 3D-Master' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the guide picked before any shade and lists its shades', async () => {
    const onChange = vi.fn();
    render(<ShadePicker value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'VITA 3D-Master' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'VITA 3D-Master' })).toBeChecked();
    expect(screen.getByText('VITA 3D-Master Shade')).toBeInTheDocument();
  });
});
