import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost of new hashes: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here), a 16-byte salt, a 32-byte key. */
export const SCRYPT_PARAMETERS = { ln: 15, r: 8, p: 1 } as const;
/** log2 of N, block size r and parallelism p. */
export interface ScryptParameters {
  ln: number;
  r: number;
  p: number;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Bounds on what a stored hash may ask for, so a tampered row cannot make verification hog the server. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16] } as const;
const withinLimits = (ln: number, r: number, p: number) =>
  ln >= LIMITS.ln[0] && ln <= LIMITS.ln[1] && r >= LIMITS.r[0] && r <= LIMITS.r[1] && p >= LIMITS.p[0] && p <= LIMITS.p[1];

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options(ln: number, r: number, p: number): ScryptOptions {
  const N = 2 ** ln;
  // Node refuses above maxmem (default 32 MiB); scrypt needs about 128·N·r bytes.
  return { N, r, p, maxmem: 256 * N * r };
}

/**
 * Hashes a password with Node's built-in scrypt and a random salt. The result carries its parameters
 * ("$scrypt$ln=15,r=8,p=1$<salt>$<key>", base64 without padding), so the cost can be raised later
 * without breaking stored hashes.
 */
export async function hashPassword(password: string, parameters: ScryptParameters = SCRYPT_PARAMETERS): Promise<string> {
  const { ln, r, p } = parameters;
  if (!withinLimits(ln, r, p)) throw new RangeError(`scrypt parameters ln=${ln},r=${r},p=${p} are outside what verifyPassword accepts`);
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, options(ln, r, p));
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

/**
 * true when `password` matches `stored` (a hashPassword result). Compares in constant time; a malformed
 * hash or parameters outside sane bounds give false, never an exception.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!withinLimits(ln, r, p)) return false;
  const salt = Buffer.from(match[4]!, 'base64url');
  const expected = Buffer.from(match[5]!, 'base64url');
  // A shorter key would be a prefix of the real one (and still "match"): only full-length keys count.
  if (salt.length < SALT_BYTES || expected.length !== KEY_BYTES) return false;
  const actual = await scrypt(password, salt, KEY_BYTES, options(ln, r, p));
  return timingSafeEqual(actual, expected);
}
