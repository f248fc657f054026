import { sha256Hex } from '../../../engine/core/sha256';

/** Keys already given, by object: a table asks for the same data set's key at every painting it keeps. */
const byObject = new WeakMap<object, string>();
/**
 * The keys of the values met last, by their text: hashing a data set took 20 ms of a table's opening, and every
 * snapshot brings a fresh copy of its set, with the same text as the set Home painted ahead for.
 */
const byText = new Map<string, string>();
const TEXTS_KEPT = 4;

/**
 * A short name for a value's content (a data set: what a kept painting of it shows), the same for equal copies: the
 * first 16 hex digits of its JSON's SHA-256.
 */
export function contentKey(value: object): string {
  let k = byObject.get(value);
  if (k) return k;
  const text = JSON.stringify(value);
  k = byText.get(text) ?? sha256Hex(text).slice(0, 16);
  // Most recently met last: the oldest goes first when more than TEXTS_KEPT are kept.
  byText.delete(text);
  byText.set(text, k);
  if (byText.size > TEXTS_KEPT) byText.delete(byText.keys().next().value!);
  byObject.set(value, k);
  return k;
}
