import { createHash, randomBytes } from 'node:crypto';
import {
  newPasswordPagePath,
  type AdminUserListQuery,
  type ChangePasswordRequest,
  type UpdateNotificationSettingsRequest,
} from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { accountDeactivated, AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { signAccessToken } from '../../lib/tokens';
import { passwordResetEmail } from './emails';
import { isUniqueViolation, usersRepository, type UserRow } from './users.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const EMAIL_TAKEN = 'An account with this e-mail already exists';
const DEFAULT_PAGE_SIZE = 20;

// Verified when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const wrongCredentials = () => new AppError(401, 'WRONG_CREDENTIALS', 'Wrong credentials');

/** Accounts: sign-up, sign-in, profile, password reset and the admin's user management. */
export function usersService(app: FastifyInstance) {
  const db = app.database.db;
  const users = usersRepository(db);
  // Computed now, so the first sign-in with an unknown e-mail is not the slow one.
  void timingDummyHash();

  async function requireRow(id: number): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound('The user');
    return row;
  }

  async function emailMustBeFree(email: string, exceptId?: number) {
    const existing = await users.findByEmail(email);
    if (existing && existing.id !== exceptId) throw conflict(EMAIL_TAKEN);
  }

  return {
    async signUp(input: {
      email: string;
      password: string;
      role: string;
      firstName: string;
      lastName: string;
    }) {
      // Self sign-up only ever makes patients; administrators are made by the shop.
      if (input.role !== 'PATIENT') throw forbidden('You can only sign up as a patient');
      await emailMustBeFree(input.email);
      try {
        return await users.insert({
          email: input.email,
          password_hash: await hashPassword(input.password),
          first_name: input.firstName,
          last_name: input.lastName,
          role: 'PATIENT',
          status: 'active',
        });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    async signIn(email: string, password: string) {
      const row = await users.findByEmail(email);
      const valid = await verifyPassword(row?.password_hash ?? (await timingDummyHash()), password);
      if (!row || !valid) throw wrongCredentials();
      if (row.status !== 'active') throw accountDeactivated();
      const accessToken = await signAccessToken(app.config.jwtSecret, { userId: row.id, role: row.role });
      return { row, accessToken };
    },

    getById: requireRow,

    async updateProfile(id: number, changes: { firstName: string; lastName: string; email: string }) {
      await emailMustBeFree(changes.email, id);
      try {
        const row = await users.update(id, {
          first_name: changes.firstName,
          last_name: changes.lastName,
          email: changes.email,
        });
        if (!row) throw notFound('The user');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    async changePassword(id: number, { currentPassword, newPassword }: ChangePasswordRequest) {
      const row = await requireRow(id);
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw badRequest('The current password is not correct', [
          { field: 'currentPassword', message: 'The current password is not correct' },
        ]);
      }
      await users.update(id, { password_hash: await hashPassword(newPassword) });
    },

    async updateNotificationSettings(id: number, changes: UpdateNotificationSettingsRequest) {
      const bit = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
      const columns = {
        email_notification: bit(changes.emailNotification),
        offers_and_promotions: bit(changes.offersAndPromotions),
        news_letter: bit(changes.newsLetter),
        personalized_notification: bit(changes.personalizedNotification),
      };
      const set = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length > 0) await users.update(id, set);
      return requireRow(id);
    },

    /** Sends a reset link when an active account has this e-mail; silent otherwise. */
    async requestPasswordReset(email: string) {
      const row = await users.findByEmail(email);
      if (!row || row.status !== 'active') return;
      const token = randomBytes(32).toString('base64url');
      await users.insertResetToken({
        user_id: row.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
      });
      const link = `${app.config.publicUrl}${newPasswordPagePath}?token=${encodeURIComponent(token)}`;
      // Not awaited by the caller's answer: the reply must not reveal, by its timing, that the account exists.
      app.mailer.send(passwordResetEmail(row.email, row.first_name, link)).catch((error: unknown) => {
        app.log.error({ err: error, userId: row.id }, 'could not send the password-reset e-mail');
      });
    },

    async resetPassword(token: string, password: string) {
      const now = new Date().toISOString();
      const invalid = (message: string) => badRequest(message, [{ field: 'token', message }]);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const repo = usersRepository(trx);
        const stored = await repo.findResetToken(sha256(token));
        if (!stored) throw invalid('This password-reset link is not valid. Please ask for a new one.');
        if (stored.used_at)
          throw invalid('This password-reset link has already been used. Please ask for a new one.');
        if (stored.expires_at <= now)
          throw invalid('This password-reset link has expired. Please ask for a new one.');
        if (!(await repo.spendResetToken(stored.id, now)))
          throw invalid('This password-reset link has already been used. Please ask for a new one.');
        // Any other link sent earlier stops working too.
        await repo.spendAllResetTokens(stored.user_id, now);
        await repo.update(stored.user_id, { password_hash: passwordHash });
      });
    },

    listUsers(query: AdminUserListQuery & { page?: number; size?: number }) {
      const paged = query.page !== undefined || query.size !== undefined;
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      return users.list({
        emailContains: query.q || undefined,
        status: query.status,
        ...(paged ? { limit: size, offset: (query.page ?? 0) * size } : {}),
      });
    },

    async setStatus(adminId: number, userId: number, status: 'active' | 'INACTIVE') {
      if (status === 'INACTIVE' && adminId === userId)
        throw forbidden('You cannot deactivate your own account');
      await requireRow(userId);
      const row = await users.update(userId, { status });
      if (!row) throw notFound('The user');
      return row;
    },
  };
}
