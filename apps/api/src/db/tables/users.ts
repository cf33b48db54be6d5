import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'PATIENT' | 'ADMIN';
  status: 'active' | 'INACTIVE';
  email_notification: Generated<number>;
  offers_and_promotions: Generated<number>;
  news_letter: Generated<number>;
  personalized_notification: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the token sent by e-mail; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  /** Set when the token is spent (used, or superseded by a successful reset). */
  used_at: string | null;
  created_at: string;
}

/** One signed-in device; live while not revoked and not expired. */
export interface SessionsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  /** Browser and system, read from the user agent at sign-in. */
  device: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** An e-mail change waiting for the link sent to the new address. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface UserTables {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  sessions: SessionsTable;
  email_changes: EmailChangesTable;
}
