import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Checkout</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows the busy label and ignores presses while busy', async () => {
    const onPress = vi.fn();
    render(
      <Button busy busyLabel="Adding..." onPress={onPress}>
        Add to Cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Adding...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
