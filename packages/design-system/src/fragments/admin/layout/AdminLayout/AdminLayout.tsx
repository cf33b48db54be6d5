import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { AdminHeader, type AdminHeaderProps } from '../AdminHeader';
import { AdminSideMenu, type AdminSideMenuProps } from '../AdminSideMenu';
import * as styles from './AdminLayout.css';

export interface AdminLayoutProps {
  /** The side menu: current entry, optional entries, addresses, navigation callback. */
  menu: Omit<AdminSideMenuProps, 'id'>;
  /** The header: title forms, user, notifications, logout. */
  header: Omit<AdminHeaderProps, 'leading'>;
  /** The screen's content, placed in the page's main landmark. */
  children: ReactNode;
  /** Show the side menu at first render on narrow screens (previews). */
  defaultMenuOpen?: boolean;
}

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The frame of every admin screen: side menu, header and a main area. Below desktop width
 * (1024 px) the side menu collapses behind a 'Menu' button in the header.
 */
export function AdminLayout({ menu, header, children, defaultMenuOpen = false }: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const sideRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLSpanElement>(null);
  const openedByUser = useRef(false);

  // Opening moves focus into the menu; closing returns it to the toggle, so keyboard users never
  // land behind the overlay.
  useEffect(() => {
    if (!openedByUser.current) return;
    const side = sideRef.current;
    if (menuOpen) (side?.querySelector<HTMLElement>('a[aria-current]') ?? side?.querySelector('a'))?.focus();
    else toggleRef.current?.querySelector('button')?.focus();
  }, [menuOpen]);

  const setOpen = (open: boolean) => {
    openedByUser.current = true;
    setMenuOpen(open);
  };

  // Escape inside the open (overlay) menu closes it.
  useEffect(() => {
    const side = sideRef.current;
    if (!side || !menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      openedByUser.current = true;
      setMenuOpen(false);
    };
    side.addEventListener('keydown', onKeyDown);
    return () => side.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className={styles.shell}>
      <div ref={sideRef} className={styles.side} data-open={menuOpen}>
        <div className={styles.closeRow}>
          <IconButton label="Close menu" onPress={() => setOpen(false)}>
            <Icon name="close" />
          </IconButton>
        </div>
        <div className={styles.sideMenu}>
          <AdminSideMenu {...menu} id={menuId} />
        </div>
      </div>
      <div className={styles.column}>
        <AdminHeader
          {...header}
          leading={
            <span className={styles.menuButton} ref={toggleRef}>
              <IconButton
                label="Menu"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onPress={() => setOpen(!menuOpen)}
              >
                <MenuIcon />
              </IconButton>
            </span>
          }
        />
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
