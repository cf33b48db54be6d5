import { Menu } from '../../../../components/Menu';
import type { AdminUserRow } from './AdminUserList.types';

/** Three dots, drawn here because the shared icon set has no "more" icon yet. */
function MoreIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export interface AdminUserListRowMenuProps {
  user: AdminUserRow;
  /** Called with 'deactivate' or 'activate'. */
  onAction: (action: 'deactivate' | 'activate') => void;
  /** The row's action is running. */
  disabled?: boolean;
}

/** The '…' menu of one user row: 'Deactivate User', or 'Activate User' for a deactivated account. */
export function AdminUserListRowMenu({ user, onAction, disabled }: AdminUserListRowMenuProps) {
  const active = user.status === 'active';
  return (
    <Menu
      label={<MoreIcon />}
      aria-label={`Actions for ${user.name || user.email}`}
      showChevron={false}
      // The trigger is the row's last cell: the list opens leftwards, inside the table.
      align="end"
      items={[
        active
          ? { id: 'deactivate', label: 'Deactivate User', isDisabled: disabled }
          : { id: 'activate', label: 'Activate User', isDisabled: disabled },
      ]}
      onAction={(id) => onAction(id as 'deactivate' | 'activate')}
    />
  );
}
