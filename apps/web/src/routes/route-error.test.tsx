import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Crashing(): never {
  throw new Error('The screen broke');
}

describe('a crash in a route', () => {
  it("shows 'Unexpected Application Error!' with a way home", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Crashing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The screen broke')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});
