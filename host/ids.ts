import { ROOM_CODE_ALPHABET } from '../protocol/messages';

/**
 * The ids port: what ids and secrets need from the platform. Node: node:crypto (electron/host/ids.ts); the page:
 * Web Crypto's random bytes with a pure SHA-256 (web-ids.ts).
 */
export interface RandomPort {
  randomBytes(n: number): Uint8Array;
  /** SHA-256 of the text's UTF-8 bytes, lower-case hex. */
  sha256Hex(text: string): string;
  /** Equality of two hex hashes, in time that does not depend on where they differ. */
  sameHex(a: string, b: string): boolean;
}

/**
 * Identifiers and secrets. Seat tokens are bearer secrets: 192 random bits, sent once to the joining connection,
 * kept on the host (and in the journal) only as a SHA-256 hash, compared in constant time.
 */
export class Ids {
  constructor(private readonly port: RandomPort) {}

  token(): string {
    return base64url(this.port.randomBytes(24));
  }

  hashToken(token: string): string {
    return this.port.sha256Hex(token);
  }

  /** Constant-time check of a presented token's hash (hashToken) against a stored hash. */
  hashMatches(presentedHash: string, storedHash: string | null): boolean {
    return storedHash !== null && this.port.sameHex(presentedHash, storedHash);
  }

  matchId(): string {
    return `m${base64url(this.port.randomBytes(9))}`;
  }

  /** Game seeds and bot seeds: secret (a game seed reveals the deck), so random and never derived from public ids. */
  seed(): string {
    return hex(this.port.randomBytes(16));
  }

  hostId(): string {
    return hex(this.port.randomBytes(6));
  }

  /** A short code people can read out and type: no 0/O, 1/I/L look-alikes. */
  roomCode(taken: (code: string) => boolean, length = 4): string {
    for (let attempt = 0; ; attempt++) {
      const len = length + Math.floor(attempt / 50); // grow if the space gets crowded
      let code = '';
      for (let i = 0; i < len; i++) code += ROOM_CODE_ALPHABET[this.below(ROOM_CODE_ALPHABET.length)];
      if (!taken(code)) return code;
    }
  }

  /** A uniform integer in [0, n) for n ≤ 256: bytes past the last whole multiple of n are drawn again. */
  private below(n: number): number {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = this.port.randomBytes(1)[0]!;
      if (b < limit) return b % n;
    }
  }
}

/** Room codes are typed by people: accept lower case. */
export const normalizeRoomCode = (code: string): string => code.toUpperCase();

export const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 §5), as Node's `toString('base64url')`. */
export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** Constant-time string equality (no early exit): for ports without a native timing-safe compare. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
