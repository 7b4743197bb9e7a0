import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const PARAMS: HashCost = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

/** argon2id's cost: memory in KiB, passes, lanes, and the hash's length in bytes. */
export interface HashCost {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

async function derive(password: string, salt: Buffer, params: HashCost) {
  return argon2Async('argon2id', { message: password, nonce: salt, ...params });
}

/**
 * Hashes a password with argon2id into a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), at OWASP's cost unless
 * another is named (the tests' fixture hash: test/support/app.ts).
 */
export async function hashPassword(password: string, cost: HashCost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Checks a password against a PHC string in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/** A hash to verify against when the e-mail is unknown, so that both answers take the same time. */
export const timingDecoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
};
