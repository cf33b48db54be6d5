import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('includes the count in its accessible name', () => {
    render(
      <IconButton label="Cart" count={1}>
        x
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toHaveTextContent('1');
  });

  it('caps a large count and hides a zero count', () => {
    const { rerender } = render(
      <IconButton label="Cart" count={250}>
        x
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Cart, 99+ items' })).toBeInTheDocument();
    rerender(
      <IconButton label="Cart" count={0}>
        x
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Cart' })).not.toHaveTextContent('0');
  });
});
