import { describe, expect, it } from 'vitest';
import {
  readRenderedState,
  renderedStateScript,
  restoreInlineStyles,
  type RenderedState,
} from './rendered-state';

describe('the state a server-rendered page carries', () => {
  const state: RenderedState = {
    signedIn: true,
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['catalog', 'product', 7],
          queryHash: '["catalog","product",7]',
          dehydratedAt: 1,
          state: {
            data: { name: 'Floss </script><script>alert(1)</script> & <b>more</b>' },
            dataUpdateCount: 1,
            dataUpdatedAt: 1,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  };

  it('is a data block no text in it can close, read back as it was', () => {
    const script = renderedStateScript(state);
    expect(script.startsWith('<script type="application/json" id="rendered-state">')).toBe(true);
    // One closing tag: the product's text cannot end the block and start a script of its own.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(readRenderedState(document)).toEqual(state);
  });

  it('is absent from a page rendered in the browser', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readRenderedState(document)).toBeUndefined();
  });

  it('gives each element its style back as its own, before hydration', () => {
    document.body.innerHTML =
      '<div id="root"><span data-ssr-style="position:absolute;width:1px;clip:rect(0 0 0 0)">Hidden</span>' +
      '<main data-ssr-style="min-height:100vh"><p>Text</p></main></div>';
    restoreInlineStyles(document.getElementById('root')!);
    const hidden = document.querySelector('span')!;
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
    expect(hidden.hasAttribute('data-ssr-style')).toBe(false);
    expect(document.querySelector('main')!.style.minHeight).toBe('100vh');
    expect(document.querySelectorAll('[data-ssr-style]')).toHaveLength(0);
  });
});
