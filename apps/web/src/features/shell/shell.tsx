import type { CartStep } from '@idl/design-system';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
  /**
   * Runs `action` when someone is signed in; when nobody is, opens the Account Required modal and
   * runs `otherwise`. While a reload is still restoring the session, the press waits for its answer
   * rather than calling a signed-in customer a visitor.
   */
  requireAccount(action: () => void, otherwise?: () => void): void;
  closeAccountRequired(): void;
}

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [cartOpen, setCartOpen] = useState(false);
  const [cartStep, setCartStep] = useState<CartStep>('cart');
  const [accountRequiredOpen, setAccountRequiredOpen] = useState(false);

  const waiting = useRef<Array<{ action: () => void; otherwise?: () => void }>>([]);
  const [askedWhileLoading, setAskedWhileLoading] = useState(false);

  const requireAccount = useCallback(
    (action: () => void, otherwise?: () => void) => {
      if (session.status === 'loading') {
        waiting.current.push({ action, otherwise });
        setAskedWhileLoading(true);
      } else if (session.status === 'authenticated') {
        action();
      } else {
        setAccountRequiredOpen(true);
        otherwise?.();
      }
    },
    [session.status],
  );

  // The session has answered a press made while it was being restored: nobody is signed in after
  // all, so the press asks for an account now.
  if (askedWhileLoading && session.status !== 'loading') {
    setAskedWhileLoading(false);
    if (session.status === 'anonymous') setAccountRequiredOpen(true);
  }
  // ...and the presses themselves go on (or are told no).
  useEffect(() => {
    if (session.status === 'loading' || waiting.current.length === 0) return;
    const presses = waiting.current;
    waiting.current = [];
    for (const press of presses) {
      if (session.status === 'authenticated') press.action();
      else press.otherwise?.();
    }
  }, [session.status]);

  const openCart = useCallback(
    (step: CartStep = 'cart') =>
      requireAccount(() => {
        setCartStep(step);
        setCartOpen(true);
      }),
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
