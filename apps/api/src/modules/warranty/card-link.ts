import { createHmac, timingSafeEqual } from 'node:crypto';
import { warrantyPaths } from '@idl/api-contract';

/**
 * The link to Stripe's page for changing an enrolment's card. It goes into e-mails and
 * notifications, so it carries a signature (HMAC with the server's secret) instead of the
 * reference and e-mail: it opens that enrolment's card page and nothing else.
 */
const signature = (secret: string, enrollmentId: number) =>
  createHmac('sha256', secret).update(`warranty-card-portal:${enrollmentId}`).digest('base64url');

export const updateCardPath = (secret: string, enrollmentId: number) =>
  `${warrantyPaths.cardPortal}?enrollmentId=${enrollmentId}&token=${signature(secret, enrollmentId)}`;

export function isCardLinkValid(secret: string, enrollmentId: number, token: string): boolean {
  const expected = Buffer.from(signature(secret, enrollmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
