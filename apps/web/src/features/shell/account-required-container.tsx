import { AccountRequiredModal } from '@idl/design-system';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useShell } from './shell';

/**
 * The Account Required modal a visitor meets on cart, wishlist or notifications. Creating the
 * account comes back to the page the visitor was on.
 */
export function AccountRequiredContainer() {
  const shell = useShell();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <AccountRequiredModal
      isOpen={shell.accountRequiredOpen}
      onOpenChange={(open) => !open && shell.closeAccountRequired()}
      onCreateAccount={() => {
        shell.closeAccountRequired();
        void navigate(paths.signupReturningTo(pathname + search));
      }}
    />
  );
}
