import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToothChart } from './ToothChart';

describe('ToothChart', () => {
  it('reports the chosen teeth in ascending order, whatever order they were picked in', async () => {
    const onChange = vi.fn();
    render(<ToothChart selected={[15]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tooth 3' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 15]);
  });

  it('drops a tooth that is toggled off', async () => {
    const onChange = vi.fn();
    render(<ToothChart selected={[3, 4, 5]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tooth 4' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 5]);
  });

  it('lays the lower arch out from 32 to 17, under 1 to 16', () => {
    render(<ToothChart selected={[]} onChange={vi.fn()} />);
    const lower = screen.getByRole('group', { name: 'Lower Arch' });
    const numbers = [...lower.querySelectorAll('button')].map((button) => Number(button.textContent));
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => 32 - i));
  });
});
