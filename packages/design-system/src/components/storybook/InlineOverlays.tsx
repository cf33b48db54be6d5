import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';

/**
 * Story helper: renders popovers (menus, list boxes) inside the story root instead of a portal
 * on <body>, so the visual test's screenshot of the story root includes the open list.
 */
export function InlineOverlays({ children, minHeight = 320 }: { children: ReactNode; minHeight?: number }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ minHeight, position: 'relative' }}>
      {container && <PortalProvider getContainer={() => container}>{children}</PortalProvider>}
    </div>
  );
}
