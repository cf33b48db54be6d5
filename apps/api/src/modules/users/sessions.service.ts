import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../lib/tokens';
import { sessionsRepository } from './sessions.repository';

/** The browser and system a user agent names, in words ("Chrome on Linux"); "Unknown device" otherwise. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const parts = [browser.name, os.name ? `on ${os.name}` : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : userAgent.slice(0, 60);
}

/** Sessions: one record per sign-in, named by its access token, ended by sign-out or by the account's owner. */
export function sessionsService(deps: Deps) {
  const sessions = sessionsRepository(deps.database.db);
  // The tokens' clock, not the shop's: a session ends when its signed token does (see `Deps.tokenNow`).
  const nowIso = () => deps.tokenNow().toISOString();

  return {
    /** Opens a session for the account and returns the access token naming it. */
    async open(user: { id: number; role: 'PATIENT' | 'ADMIN' }, userAgent: string | undefined) {
      const publicId = randomBytes(18).toString('base64url');
      const now = deps.tokenNow();
      await sessions.insert({
        public_id: publicId,
        user_id: user.id,
        device: deviceOf(userAgent),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
      });
      const accessToken = await signAccessToken(deps.config.jwtSecret, {
        userId: user.id,
        role: user.role,
        sessionId: publicId,
      });
      return { accessToken, sessionId: publicId };
    },

    async list(userId: number, currentSessionId: string | undefined) {
      const rows = await sessions.listLive(userId, nowIso());
      return rows.map((row) => ({
        id: row.public_id,
        device: row.device,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.public_id === currentSessionId,
      }));
    },

    async end(userId: number, sessionId: string) {
      if (!(await sessions.revoke(userId, sessionId, nowIso()))) throw notFound('This session');
    },

    /** Ends every session of the account but `keep` (the one making a password change). */
    endAll(userId: number, keep?: string) {
      return sessions.revokeAll(userId, nowIso(), keep);
    },
  };
}
