import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { MIN_PASSWORD_LENGTH } from "./password-rules";

/**
 * Staff passwords, hashed with scrypt (issue #7: N = 2^15, r = 8, p = 3 or stronger). The
 * parameters travel in the hash, so raising them later still verifies the old hashes.
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
export { MIN_PASSWORD_LENGTH };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * scrypt runs on libuv's thread pool, which pages' compression and file reads share: one hash at a
 * time keeps three of its four threads free, and a short queue keeps a burst of sign-ins from
 * waiting minutes (issue #14). Each process guards its own pool, so this lives in memory.
 */
const HASHES_AT_ONCE = 1;
const HASHES_WAITING = 4;
const hashing = pLimit(HASHES_AT_ONCE);

/** Too many password checks are waiting already: the caller answers "try again shortly". */
export class PasswordChecksBusyError extends Error {
  constructor() {
    super("Too many password checks are waiting.");
    this.name = "PasswordChecksBusyError";
  }
}

function derive(
  password: string,
  salt: Buffer,
  parameters: { N: number; r: number; p: number },
): Promise<Buffer> {
  return hashing(() => scryptKey(password, salt, parameters));
}

function scryptKey(
  password: string,
  salt: Buffer,
  { N, r, p }: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes (96 MiB here), above Node's 32 MiB default.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new RangeError(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`);
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = SCRYPT_PARAMETERS;
  const key = await derive(password, salt, SCRYPT_PARAMETERS);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Sign-ins holding a place in the queue, from their first step to their answer. */
let placesTaken = 0;

/**
 * Takes one of the queue's places for a sign-in before it reads or counts anything, or null when
 * every place is taken: the requests of a burst move in step, so the queue itself would fill only
 * after all of them had been counted (a commit each) for nothing. Call the returned function once
 * the sign-in is answered.
 */
export function takePasswordCheckPlace(): (() => void) | null {
  if (placesTaken >= HASHES_AT_ONCE + HASHES_WAITING) return null;
  placesTaken++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    placesTaken--;
  };
}

/** Throws PasswordChecksBusyError, without hashing, when too many checks are waiting. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (hashing.pendingCount >= HASHES_WAITING) throw new PasswordChecksBusyError();
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The parameters a stored hash was made with. */
export function hashParameters(stored: string): { N: number; r: number; p: number } {
  const [, N, r, p] = stored.split("$");
  return { N: Number(N), r: Number(r), p: Number(p) };
}
