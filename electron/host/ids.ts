import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ROOM_CODE_ALPHABET } from '../../protocol/messages';

/**
 * Identifiers and secrets. Seat tokens are bearer secrets: 192 random bits, sent once to the joining connection,
 * kept on the host (and in the journal) only as a SHA-256 hash, compared in constant time.
 */
export const newToken = (): string => randomBytes(24).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time check of a presented token's hash (hashToken) against a stored hash. */
export function hashMatches(presentedHash: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const a = Buffer.from(presentedHash, 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newMatchId = (): string => `m${randomBytes(9).toString('base64url')}`;

/** Game seeds and bot seeds: secret (a game seed reveals the deck), so random and never derived from public ids. */
export const newSeed = (): string => randomBytes(16).toString('hex');

export const newHostId = (): string => randomBytes(6).toString('hex');

/** A short code people can read out and type: no 0/O, 1/I/L look-alikes. */
export function newRoomCode(taken: (code: string) => boolean, length = 4): string {
  for (let attempt = 0; ; attempt++) {
    const len = length + Math.floor(attempt / 50); // grow if the space gets crowded
    let code = '';
    for (let i = 0; i < len; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
    if (!taken(code)) return code;
  }
}

/** Room codes are typed by people: accept lower case. */
export const normalizeRoomCode = (code: string): string => code.toUpperCase();
