import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, srcSetOf } from './ResponsiveImage';

const stored = {
  imageUrl: '/interdentallab/uploads/abc.webp',
  thumbnailUrl: '/interdentallab/uploads/abc-320.webp',
  mediumUrl: '/interdentallab/uploads/abc-800.webp',
};

describe('ResponsiveImage', () => {
  it('offers the 320 px and 800 px versions with the shown size, loading lazily off the main thread', () => {
    render(<ResponsiveImage image={stored} alt="Blue brush" sizes="(min-width: 40rem) 25vw, 50vw" />);
    const img = screen.getByRole('img', { name: 'Blue brush' });
    expect(img).toHaveAttribute('src', stored.imageUrl);
    expect(img).toHaveAttribute(
      'srcset',
      '/interdentallab/uploads/abc-320.webp 320w, /interdentallab/uploads/abc-800.webp 800w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 40rem) 25vw, 50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the priority image at once with high priority', () => {
    render(<ResponsiveImage image={stored} alt="Main picture" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Main picture' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an external address as it is, without srcset or sizes', () => {
    render(<ResponsiveImage image={{ imageUrl: 'https://cdn.example.com/a.png' }} alt="Logo" sizes="64px" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('lists only the versions that exist', () => {
    expect(srcSetOf({ imageUrl: '/a.webp', thumbnailUrl: '/a-320.webp', mediumUrl: null })).toBe(
      '/a-320.webp 320w',
    );
    expect(srcSetOf({ imageUrl: '/a.webp', thumbnailUrl: null, mediumUrl: null })).toBeUndefined();
  });
});
