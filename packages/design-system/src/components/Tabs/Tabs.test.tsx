import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'all', label: 'All', content: 'Every order' },
  { id: 'pending', label: 'Pending', content: 'Pending orders' },
];

describe('Tabs', () => {
  it('shows the panel of the clicked tab', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Orders" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every order');
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pending orders');
    expect(onSelectionChange).toHaveBeenLastCalledWith('pending');
  });
});
