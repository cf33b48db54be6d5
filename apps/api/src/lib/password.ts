import { hash, verify } from '@node-rs/argon2';

// 2 = Argon2id (the package exports it as an ambient const enum).
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
