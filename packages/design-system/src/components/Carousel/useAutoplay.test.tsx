import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './useAutoplay';

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAutoplay', () => {
  it('ticks every interval while not paused', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const onTick = vi.fn();
    const { rerender } = renderHook((paused: boolean) => useAutoplay({ intervalMs: 3000, paused, onTick }), {
      initialProps: false,
    });
    vi.advanceTimersByTime(6000);
    expect(onTick).toHaveBeenCalledTimes(2);
    rerender(true);
    vi.advanceTimersByTime(9000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('never runs when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    const onTick = vi.fn();
    const { result } = renderHook(() => useAutoplay({ intervalMs: 2500, paused: false, onTick }));
    vi.advanceTimersByTime(10000);
    expect(onTick).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });
});
