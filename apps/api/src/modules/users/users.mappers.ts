import type { AdminUser, NotificationSettings, SignedInUser, UserProfile } from '@idl/api-contract';
import type { UserRow } from './users.repository';

/** How rows leave the server: never with password data. */
export const toProfile = (row: UserRow, pendingEmail?: string): UserProfile => ({
  ...(pendingEmail ? { pendingEmail } : {}),
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: [row.role],
  status: row.status,
  createdAt: row.created_at,
});

export const toSignedInUser = (row: UserRow): SignedInUser => ({
  id: row.id,
  roles: [row.role],
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  createdAt: row.created_at,
  status: row.status,
});

export const toNotificationSettings = (row: UserRow): NotificationSettings => ({
  emailNotification: row.email_notification === 1,
  offersAndPromotions: row.offers_and_promotions === 1,
  newsLetter: row.news_letter === 1,
  personalizedNotification: row.personalized_notification === 1,
});
