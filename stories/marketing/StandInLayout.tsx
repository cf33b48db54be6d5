import type { ReactNode } from 'react';
import { sprinkles } from '@idl/design-system';

const links = [
  ['Home', '/'],
  ['About Us', '/aboutus'],
  ['Patients', '/patient'],
  ['Doctors', '/doctor'],
  ['Contact', '/contact-us'],
] as const;

/**
 * A plain stand-in for the shop's header and footer (built in src/fragments/layout by another
 * engineer), so the marketing pages can be seen whole until the real ones are merged.
 */
export function StandInLayout({ children, withMain = true }: { children: ReactNode; withMain?: boolean }) {
  return (
    <>
      <header
        className={sprinkles({
          background: 'brandStrong',
          color: 'textInverse',
          paddingX: 'xl',
          paddingY: 'lg',
        })}
      >
        <nav aria-label="Main">
          <ul
            className={sprinkles({
              display: 'flex',
              flexWrap: 'wrap',
              gap: 'lg',
              margin: 'none',
              padding: 'none',
            })}
          >
            <li className={sprinkles({ display: 'block', fontWeight: 'bold' })}>Interdental Lab</li>
            {links.map(([label, href]) => (
              <li key={href} className={sprinkles({ display: 'block' })}>
                <a href={href} className={sprinkles({ color: 'textInverse' })}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {withMain ? <main>{children}</main> : children}
      <footer
        className={sprinkles({
          background: 'text',
          color: 'textInverse',
          padding: 'xl',
          textAlign: 'center',
        })}
      >
        <p>© 2026 Interdental Lab, Miami, Florida</p>
      </footer>
    </>
  );
}
