/**
 * Bounded text for messages that quote untrusted input (a file, a network message, a data set). A message names the
 * problem and where it is; it never carries a hostile string whole (a 50 MB field name would otherwise become a 50 MB
 * error shown on a page or sent over the network), and never a raw control character (it could fake log lines, or
 * turn a line's text around).
 */

/** Most characters of any one piece of quoted input kept in a message. */
export const MAX_QUOTED = 200;
/** Most characters of any whole error message (a backstop: RuleError and the host's errors are cut to this). */
export const MAX_MESSAGE = 480;

// C0 and C1 controls, line and paragraph separators, the bidirectional controls that can reorder what a reader sees,
// and U+FFFD (what bytes that are not UTF-8 decode to: escaped, it says the input held such bytes).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufffd]/g;

const escapeControl = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` safe to show or log: control characters escaped, at most `max` characters, "…" when cut. Only the head is
 * looked at, so clipping a 50 MB string costs no more than clipping a short one.
 */
export function clip(text: string, max: number = MAX_QUOTED): string {
  const head = text.length > max ? text.slice(0, max) : text;
  const safe = head.replace(CONTROL, escapeControl);
  if (safe.length > max) return `${safe.slice(0, max)}…`;
  return head.length < text.length ? `${safe}…` : safe;
}

/** A quoted name from untrusted input (a field name, an option, an id): `"name"`, clipped to `max` characters. */
export function quote(text: string, max = 64): string {
  return `"${clip(text, max)}"`;
}

/**
 * A path into a JSON value as a message shows it, each key clipped and the whole bounded: `actions[3].action.pay`, or
 * with `dots` (the record's and the protocol's own style) `actions.3.action.pay`.
 */
export function pathText(path: readonly PropertyKey[], root = '', dots = false): string {
  let out = root;
  for (const p of path) {
    out += typeof p === 'number' && !dots ? `[${p}]` : `${out ? '.' : ''}${clip(String(p), 32)}`;
    if (out.length > MAX_QUOTED) return `${out.slice(0, MAX_QUOTED)}…`;
  }
  return out || '(root)';
}
