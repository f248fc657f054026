import { constantTimeEqual, type RandomPort } from './ids';
import { sha256Hex } from '../engine/core/sha256';

/** The ids port over Web Crypto (the page, workers; Node has it too): random bytes, a pure SHA-256 (see sha256.ts). */
export const webRandom: RandomPort = {
  randomBytes: (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
  sha256Hex,
  sameHex: constantTimeEqual,
};
