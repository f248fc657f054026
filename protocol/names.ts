/**
 * The one rule for player names, shared by the host (every name it stores passes through the protocol schema, which
 * applies it), the clients and the UI (names typed on this machine, names from the app's own state). Imports nothing,
 * so it runs in Node, Electron and a phone's browser alike.
 *
 * A name is text people read, never markup or terminal input: it is normalised (NFC), loses every character that is
 * invisible or steers how text around it is drawn, has one space between words, must show something, and is at most
 * NAME_MAX_GRAPHEMES user-perceived characters long. The UI still cuts it with an ellipsis inside each box (the shared
 * `.name` class): a cap in characters cannot know how wide a box is or how wide a script's letters are.
 */

/**
 * The cap, in grapheme clusters (what a reader counts as one character: "é", "👩‍👩‍👧", "Ｗ"). 24: a first and a last
 * name in most languages fit, and a log line or prompt that quotes a name ("Waiting for …") stays one readable line
 * on a desktop. Graphemes, not UTF-16 units, so an emoji name is not cut four times shorter than a Latin one.
 */
export const NAME_MAX_GRAPHEMES = 24;

/**
 * Combining marks kept on one character. A Zalgo name stacks dozens on each letter and draws far above and below its
 * line; 4 keeps every real script (Vietnamese needs 2, Tibetan and Indic clusters a few, a keycap emoji 2).
 */
export const NAME_MAX_MARKS = 4;

export type NameRefusal = 'empty' | 'invisible';

export type CleanName = { ok: true; name: string } | { ok: false; reason: NameRefusal; message: string };

/** English text of a refusal, for the wire and the host's log (the UI words it in its own language). */
export const NAME_REFUSALS: Record<NameRefusal, string> = {
  empty: 'a name cannot be empty',
  invisible: 'a name needs at least one visible character (letters, digits or symbols)',
};

/**
 * Removed outright. Controls (C0, DEL, C1: \p{Cc}, so NUL, BEL and the ESC of an ANSI colour code), format characters
 * (\p{Cf}: the bidi embeddings, overrides, isolates and marks U+202A–202E, U+2066–2069, U+200E/F, U+061C, which make
 * "Bob\u202Egnp.exe" read "Bobexe.png"; zero-width space U+200B, word joiner U+2060, BOM U+FEFF, soft hyphen,
 * interlinear annotations), line and paragraph separators (\p{Zl}, \p{Zp}) and lone surrogates (\p{Cs}: not text;
 * they would break the journal's UTF-8). Kept among the format characters: ZWNJ U+200C (Persian and Indic spelling)
 * and ZWJ U+200D and the tag characters U+E0020–E007F (parts of emoji: 👩‍💻, a subdivision flag).
 */
const STRIPPED = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Any run of spaces (tabs are gone already; this is NBSP, ideographic space and the like) becomes one space. */
const SPACES = /\p{White_Space}+/gu;

/**
 * A character a reader sees. Letters, digits, punctuation, symbols and private-use glyphs, except those drawn as
 * nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank braille pattern U+2800, the usual ways
 * to make an "invisible" name that survives stripping. Marks and joiners alone draw nothing readable either.
 */
const VISIBLE = /(?![\u115F\u1160\u3164\uFFA0\u2800])[\p{L}\p{N}\p{P}\p{S}\p{Co}]/u;

const MARK = /\p{M}/u;

/** Grapheme clusters of `text`, lazily (a caller that needs the first 25 does not segment a long string). */
export function* graphemes(text: string): Generator<string> {
  // Where Intl.Segmenter is missing (an old phone browser), code points: never splits a surrogate pair.
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') {
    yield* text;
    return;
  }
  for (const s of segmenter().segment(text)) yield s.segment;
}

let shared: Intl.Segmenter | null = null;
function segmenter(): Intl.Segmenter {
  shared ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return shared;
}

/** One grapheme with at most NAME_MAX_MARKS combining marks (its base and joiners stay). */
function fewMarks(cluster: string): string {
  let marks = 0;
  let out = '';
  for (const c of cluster) {
    if (MARK.test(c) && ++marks > NAME_MAX_MARKS) continue;
    out += c;
  }
  return out;
}

/** The first `max` graphemes of `text` (each with few marks), and whether any were left over. */
function firstGraphemes(text: string, max: number): { text: string; cut: boolean } {
  let out = '';
  let n = 0;
  for (const g of graphemes(text)) {
    if (n === max) return { text: out, cut: true };
    out += fewMarks(g);
    n++;
  }
  return { text: out, cut: false };
}

/** `raw` as a name: cleaned and capped, or refused with the reason. Never throws; any string in. */
export function cleanName(raw: string): CleanName {
  const spaced = raw.replace(STRIPPED, '').replace(SPACES, ' ').trim();
  // NFC after stripping: a mark that followed a stripped character may now compose with the letter before it.
  const capped = firstGraphemes(spaced.normalize('NFC'), NAME_MAX_GRAPHEMES).text.trim();
  if (capped === '') return refuse(raw.trim() === '' ? 'empty' : 'invisible');
  if (!VISIBLE.test(capped)) return refuse('invisible');
  return { ok: true, name: capped };
}

function refuse(reason: NameRefusal): CleanName {
  return { ok: false, reason, message: NAME_REFUSALS[reason] };
}

/** A name to show that came from outside the protocol (this machine's state): cleaned, else `fallback`. */
export function shownName(raw: string | null | undefined, fallback: string): string {
  if (raw == null) return fallback;
  const r = cleanName(raw);
  return r.ok ? r.name : fallback;
}

/**
 * `text` cut by graphemes to the longest start that `fits` with "…" after it (a 3D name plate measures with its
 * canvas). The whole text when it fits; never splits an emoji or a letter from its marks.
 */
export function fitGraphemes(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const parts = [...graphemes(text)];
  // Binary search on how many graphemes to keep: a plate's measure is a canvas call, a name has at most ~24.
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${parts.slice(0, mid).join('').trimEnd()}…`)) lo = mid;
    else hi = mid - 1;
  }
  return `${parts.slice(0, lo).join('').trimEnd()}…`;
}
