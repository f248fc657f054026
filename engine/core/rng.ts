/**
 * Seeded, serializable PRNG kept inside game state.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator, 128-bit state, period ≥ 2^32,
 * passes PractRand). Seeding: the seed string is hashed with cyrb128 into the four 32-bit words, then
 * 12 outputs are discarded to mix the state. The state is a plain 4-number array, so it survives
 * JSON/structuredClone and a replay reproduces every draw. Engine code must use only this, never Math.random.
 */
export type RngState = [number, number, number, number];

/** cyrb128 string hash: four independent 32-bit words from one string. */
function cyrb128(str: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createRng(seed: string): RngState {
  if (typeof seed !== 'string') throw new TypeError('seed must be a string');
  const r = cyrb128(seed);
  for (let i = 0; i < 12; i++) nextU32(r);
  return r;
}

/** Next uniform 32-bit unsigned integer; advances `r` in place. */
export function nextU32(r: RngState): number {
  let a = r[0], b = r[1], c = r[2], d = r[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  r[0] = a >>> 0; r[1] = b >>> 0; r[2] = c >>> 0; r[3] = d >>> 0;
  return t >>> 0;
}

const SMALL = 1024;
const SMALL_LIMITS = Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : 0x100000000 - (0x100000000 % n)));

/** Uniform integer in [0, n), without modulo bias (rejection sampling). */
export function randInt(r: RngState, n: number): number {
  if (!(n >= 1) || !Number.isInteger(n) || n > 0x100000000) throw new RangeError(`randInt: bad bound ${n}`);
  if (n === 1) return 0;
  // Same numbers as `x % n` below 0x100000000 - 0x100000000 % n, but without floating-point modulo (a slow call in
  // V8): bots and benchmarks draw millions of these.
  const limit = n < SMALL ? SMALL_LIMITS[n]! : 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(r);
    if (x < limit) return x - Math.floor(x / n) * n;
  }
}

/** Uniform float in [0, 1). */
export function randFloat(r: RngState): number {
  return nextU32(r) / 0x100000000;
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffle<T>(r: RngState, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = t;
  }
  return arr;
}

export function pick<T>(r: RngState, arr: readonly T[]): T {
  if (arr.length === 0) throw new RangeError('pick from an empty array');
  return arr[randInt(r, arr.length)]!;
}

export function cloneRng(r: RngState): RngState {
  return [r[0], r[1], r[2], r[3]];
}

export function isRngState(x: unknown): x is RngState {
  return Array.isArray(x) && x.length === 4 && x.every((v) => Number.isInteger(v) && v >= 0 && v <= 0xffffffff);
}
