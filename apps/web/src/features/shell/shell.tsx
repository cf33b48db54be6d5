import type { CartStep } from '@idl/design-system';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../session/session';

/**
 * What any customer screen may ask of the page around it: open the cart panel (at a given step,
 * e.g. Buy Now opens it at Checkout) and require an account (opens the Account Required modal when
 * nobody is signed in).
 */
export interface Shell {
  cartOpen: boolean;
  cartStep: CartStep;
  openCart(step?: CartStep): void;
  setCartStep(step: CartStep): void;
  closeCart(): void;
  accountRequiredOpen: boolean;
  /** True when someone is signed in; otherwise opens the Account Required modal and returns false. */
  requireAccount(): boolean;
  closeAccountRequired(): void;
}

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [cartOpen, setCartOpen] = useState(false);
  const [cartStep, setCartStep] = useState<CartStep>('cart');
  const [accountRequiredOpen, setAccountRequiredOpen] = useState(false);

  const requireAccount = useCallback(() => {
    if (session.status === 'authenticated') return true;
    setAccountRequiredOpen(true);
    return false;
  }, [session.status]);

  const openCart = useCallback(
    (step: CartStep = 'cart') => {
      if (!requireAccount()) return;
      setCartStep(step);
      setCartOpen(true);
    },
    [requireAccount],
  );

  const value = useMemo<Shell>(
    () => ({
      cartOpen,
      cartStep,
      openCart,
      setCartStep,
      closeCart: () => setCartOpen(false),
      accountRequiredOpen,
      requireAccount,
      closeAccountRequired: () => setAccountRequiredOpen(false),
    }),
    [cartOpen, cartStep, openCart, accountRequiredOpen, requireAccount],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs a ShellProvider (the customer layout provides one)');
  return shell;
}
