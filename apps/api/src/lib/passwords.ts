import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum, which
// isolatedModules cannot inline, hence the literal.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same effort as a real check, so an unknown username is not revealed by a faster answer. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
}
