import { createHash, randomBytes } from 'node:crypto';
import {
  newPasswordPagePath,
  usersPaths,
  type AdminUserListQuery,
  type ChangePasswordRequest,
  type UpdateNotificationSettingsRequest,
} from '@idl/api-contract';
import type { Deps } from '../../deps';
import { accountDeactivated, AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { confirmEmailChangeEmail, emailChangeRequestedEmail, passwordResetEmail } from './emails';
import { sessionsService } from './sessions.service';
import { isUniqueViolation, usersRepository, type UserRow } from './users.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_TAKEN = 'An account with this e-mail already exists';
const DEFAULT_PAGE_SIZE = 20;

// Verified when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const wrongCredentials = () => new AppError(401, 'WRONG_CREDENTIALS', 'Wrong credentials');

/** Accounts: sign-up, sign-in, profile, password reset and the admin's user management. */
export function usersService(deps: Deps) {
  const db = deps.database.db;
  const users = usersRepository(db, deps.now);
  const sessions = sessionsService(deps);
  // Computed now, so the first sign-in with an unknown e-mail is not the slow one.
  void timingDummyHash();

  async function requireRow(id: number): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound('The user');
    return row;
  }

  /** The account and the new e-mail waiting for its confirmation link, if any. */
  async function getProfile(id: number) {
    const row = await requireRow(id);
    const pending = await users.pendingEmailChange(id, deps.now().toISOString());
    return { row, pendingEmail: pending?.new_email };
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

    /** Checks the password and opens a session for this device (`userAgent`). */
    async signIn(email: string, password: string, userAgent?: string) {
      const row = await users.findByEmail(email);
      const valid = await verifyPassword(row?.password_hash ?? (await timingDummyHash()), password);
      if (!row || !valid) throw wrongCredentials();
      if (row.status !== 'active') throw accountDeactivated();
      const { accessToken } = await sessions.open(row, userAgent);
      return { row, accessToken };
    },

    getById: requireRow,

    getProfile,

    /**
     * Names change at once. A new e-mail needs the current password and takes effect only when the
     * link sent to it is followed; the old address is told.
     */
    async updateProfile(
      id: number,
      changes: { firstName: string; lastName: string; email: string; currentPassword?: string },
    ) {
      const current = await requireRow(id);
      const emailChanges = changes.email !== current.email;
      if (emailChanges) {
        const password = changes.currentPassword;
        if (!password || !(await verifyPassword(current.password_hash, password))) {
          const message = password
            ? 'The current password is not correct'
            : 'Enter your current password to change your e-mail';
          throw badRequest(message, [{ field: 'currentPassword', message }]);
        }
        await emailMustBeFree(changes.email, id);
      }
      const row = await users.update(id, { first_name: changes.firstName, last_name: changes.lastName });
      if (!row) throw notFound('The user');
      if (emailChanges) {
        const token = randomBytes(32).toString('base64url');
        await users.spendEmailChanges(id, deps.now().toISOString());
        await users.insertEmailChange({
          user_id: id,
          new_email: changes.email,
          token_hash: sha256(token),
          expires_at: new Date(deps.now().getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
        });
        const link = `${deps.config.publicUrl}${usersPaths.confirmEmail}?token=${encodeURIComponent(token)}`;
        const mails = [
          confirmEmailChangeEmail(changes.email, row.first_name, link),
          emailChangeRequestedEmail(current.email, row.first_name, changes.email),
        ];
        for (const mail of mails) {
          deps.mailer.send(mail).catch((error: unknown) => {
            deps.log.error({ err: error, userId: id }, 'could not send an e-mail-change message');
          });
        }
      }
      return getProfile(id);
    },

    /** Follows the link sent to the new address: the e-mail changes and every session ends. */
    async confirmEmail(token: string) {
      const now = deps.now().toISOString();
      const invalid = (message: string) => badRequest(message, [{ field: 'token', message }]);
      const userId = await db.transaction().execute(async (trx) => {
        const repo = usersRepository(trx, deps.now);
        const change = await repo.findEmailChange(sha256(token));
        if (!change || change.used_at)
          throw invalid('This confirmation link is not valid any more. Please change your e-mail again.');
        if (change.expires_at <= now)
          throw invalid('This confirmation link has expired. Please change your e-mail again.');
        const taken = await repo.findByEmail(change.new_email);
        if (taken && taken.id !== change.user_id) throw conflict(EMAIL_TAKEN);
        await repo.spendEmailChanges(change.user_id, now);
        // A reset link sent to the old address must not outlive the change.
        await repo.spendAllResetTokens(change.user_id, now);
        try {
          await repo.update(change.user_id, { email: change.new_email });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
          throw error;
        }
        return change.user_id;
      });
      await sessions.endAll(userId);
    },

    /** The session making the change (`keepSession`) stays signed in; every other one ends. */
    async changePassword(
      id: number,
      { currentPassword, newPassword }: ChangePasswordRequest,
      keepSession?: string,
    ) {
      const row = await requireRow(id);
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw badRequest('The current password is not correct', [
          { field: 'currentPassword', message: 'The current password is not correct' },
        ]);
      }
      await users.update(id, { password_hash: await hashPassword(newPassword) });
      await users.spendEmailChanges(id, deps.now().toISOString());
      await sessions.endAll(id, keepSession);
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
      const link = `${deps.config.publicUrl}${newPasswordPagePath}?token=${encodeURIComponent(token)}`;
      // The token and its e-mail are stored together: no link without its mail, no mail without
      // its link. The queue's worker sends it after the answer, so the reply's timing does not
      // reveal that the account exists.
      await db.transaction().execute(async (trx) => {
        await usersRepository(trx, deps.now).insertResetToken({
          user_id: row.id,
          token_hash: sha256(token),
          expires_at: new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        });
        await deps.mailer.enqueue(trx, passwordResetEmail(row.email, row.first_name, link));
      });
      deps.mailer.kick();
    },

    async resetPassword(token: string, password: string) {
      const now = deps.now().toISOString();
      const invalid = (message: string) => badRequest(message, [{ field: 'token', message }]);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const repo = usersRepository(trx, deps.now);
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
        await repo.spendEmailChanges(stored.user_id, now);
        return stored.user_id;
      });
      await sessions.endAll(userId);
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
      const target = await requireRow(userId);
      if (status === 'active' || target.role !== 'ADMIN') {
        const row = await users.update(userId, { status });
        if (!row) throw notFound('The user');
        if (status === 'INACTIVE') await sessions.endAll(userId);
        return row;
      }
      // Two administrators deactivating each other at once must not leave the shop with none:
      // the active administrators' rows are locked (PostgreSQL; SQLite runs one writer at a time)
      // and counted again inside the transaction.
      const ended = await db.transaction().execute(async (trx) => {
        const repo = usersRepository(trx, deps.now);
        const active = await repo.activeAdminIds(deps.database.kind === 'postgres');
        if (!active.some((id) => id !== userId))
          throw conflict('At least one administrator must stay active: this is the last active one');
        const row = await repo.update(userId, { status });
        if (!row) throw notFound('The user');
        return row;
      });
      await sessions.endAll(userId);
      return ended;
    },
  };
}
