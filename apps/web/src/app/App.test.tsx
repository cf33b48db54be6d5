import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

// The pages need the app's providers (data cache, session): render them as the app does.
const renderAt = (path: string) => renderApp(path);

describe('routing', () => {
  it('shows the home page at /', async () => {
    renderAt('/');
    expect(
      // The landing page is a lazily loaded route: its first load can take seconds under load.
      await screen.findByRole(
        'heading',
        { name: 'Crafting Smiles with Innovation and Artistry' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('shows a not-found page with a way home for unknown addresses', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
