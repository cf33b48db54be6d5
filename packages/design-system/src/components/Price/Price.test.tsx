import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../format';
import { Price } from './Price';

describe('Price', () => {
  it('formats integer cents as en-US dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(99)).toBe('$0.99');
    expect(formatCents(12500)).toBe('$125.00');
  });

  it('renders the formatted amount', () => {
    render(<Price cents={39684} />);
    expect(screen.getByText('$396.84')).toBeInTheDocument();
  });
});
