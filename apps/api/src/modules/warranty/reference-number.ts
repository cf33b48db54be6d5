import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read aloud on the phone or copied by hand stays unambiguous. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;
const MAX_ATTEMPTS = 5;

export type ReferencePrefix = 'IDL-P' | 'IDL-D' | 'IDL-C';

/** e.g. IDL-P-7KQ3XM (patient), IDL-D-… (dentist office), IDL-C-… (claim); cryptographically random, so a reference cannot be guessed from another. */
export function generateReference(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs `create` with fresh references until one is not taken. `create` must be a whole
 * transaction: on PostgreSQL a unique violation aborts the transaction it happens in.
 */
export async function withUniqueReference<T>(
  generate: () => string,
  create: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(generate());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
