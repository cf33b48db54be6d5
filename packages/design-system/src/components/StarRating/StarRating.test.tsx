import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingDisplay, StarRatingInput } from './StarRating';

describe('StarRating', () => {
  it('reads a fractional average out loud', () => {
    render(<StarRatingDisplay value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('sets 1..5 by click and arrow keys', async () => {
    const onChange = vi.fn();
    render(<StarRatingInput label="Rating" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });
});
