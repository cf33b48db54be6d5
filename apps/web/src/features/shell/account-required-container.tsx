import { AccountRequiredModal } from '@idl/design-system';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useShell } from './shell';

/** The Account Required modal a visitor meets on cart, wishlist or notifications. */
export function AccountRequiredContainer() {
  const shell = useShell();
  const navigate = useNavigate();
  return (
    <AccountRequiredModal
      isOpen={shell.accountRequiredOpen}
      onOpenChange={(open) => !open && shell.closeAccountRequired()}
      onCreateAccount={() => {
        shell.closeAccountRequired();
        void navigate(paths.signup);
      }}
    />
  );
}
