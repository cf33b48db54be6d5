import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './ToastRegion';
import { createToaster, TOAST_DURATION_MS } from './toaster';

afterEach(() => vi.useRealTimers());

describe('ToastRegion', () => {
  it('shows a toast and closes it by itself after 2 seconds', () => {
    vi.useFakeTimers();
    const toaster = createToaster();
    const onClose = vi.fn();
    render(<ToastRegion toaster={toaster} />);
    act(() => {
      toaster.success('Added to Cart !', { onClose });
    });
    expect(screen.getByText('Added to Cart !')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Added to Cart !')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Added to Cart !')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts each tone in an announced region', () => {
    const toaster = createToaster();
    render(<ToastRegion toaster={toaster} />);
    act(() => {
      toaster.error('Please fill all the fields !', { timeout: null });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Please fill all the fields !',
    );
  });
});
