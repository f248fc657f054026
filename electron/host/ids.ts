import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RandomPort } from '../../host/ids';

/** The ids port over node:crypto (the Node and Electron host's default). */
export const nodeRandom: RandomPort = {
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  sameHex(a, b) {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  },
};
