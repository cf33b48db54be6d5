import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { hashPassword } from '../../lib/password';
import { usersRepository } from './users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@interdentallab.local';

export interface AdminBootstrapResult {
  email: string;
  /** Set only when the password was generated now and must be shown once. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure the shop has an administrator. With ADMIN_EMAIL / ADMIN_PASSWORD (`deps.config`) that
 * account exists, is active and has that password; with neither and no admin yet, one is created
 * with a generated password.
 */
export async function ensureAdmin(deps: Deps): Promise<AdminBootstrapResult | undefined> {
  const { adminEmail, adminPassword } = deps.config;
  const users = usersRepository(deps.database.db, deps.now);
  if (!adminEmail && !adminPassword && (await users.anyAdminExists())) return undefined;

  const email = (adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = adminPassword ?? generatedPassword!;
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, {
      role: 'ADMIN',
      status: 'active',
      ...(adminPassword || generatedPassword ? { password_hash: await hashPassword(password) } : {}),
    });
    return { email, generatedPassword, created: false };
  }
  await users.insert({
    email,
    password_hash: await hashPassword(password),
    first_name: 'Shop',
    last_name: 'Admin',
    role: 'ADMIN',
    status: 'active',
  });
  return { email, generatedPassword, created: true };
}
