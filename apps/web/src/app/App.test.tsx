import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const renderAt = (path: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe('routing', () => {
  it('shows the home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeVisible();
  });

  it('shows a not-found page with a way home for unknown addresses', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
