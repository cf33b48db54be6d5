import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSession } from './session';

// Its own entry of the design system: a dynamic import of the whole package would put the package's
// index, and the dialogs it reaches, on every first page.
const AccountDeactivatedModal = lazy(async () => ({
  default: (await import('@idl/design-system/account-deactivated-modal')).AccountDeactivatedModal,
}));

/**
 * A signed-in user whose account an administrator deactivated is told why they are signed out,
 * instead of silently finding themselves anonymous.
 */
export function DeactivatedNotice() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.deactivated) return null;
  return (
    <Suspense fallback={null}>
      <AccountDeactivatedModal
        isOpen
        onBackToLogin={() => {
          session.dismissDeactivated();
          void navigate(paths.login);
        }}
      />
    </Suspense>
  );
}
