import { clip, pathText } from './clip';
import { RuleError } from './errors';

/**
 * Reading untrusted JSON (a record file, a data set, a playlist, a network message) within limits, checked from the
 * cheapest to the dearest: the size before anything is read, the nesting depth by one linear scan before JSON.parse
 * (V8's JSON.parse takes a million '[' happily; every recursive walk after it would then overflow the stack), and
 * each string's and list's length after it. Every refusal is a RuleError with a short message that names the problem
 * and where it is (a field path, or a line and column).
 */

/** The limits of one kind of JSON text. */
export interface TextLimits {
  /** Characters of text at most (a UTF-16 count; a file's byte size is checked against it before the text is read). */
  maxChars: number;
  /** Nesting of arrays and objects at most. */
  maxDepth: number;
}

/** The limits of a JSON value's parts, checked by `boundsProblem`. */
export interface ValueLimits {
  /** Items of an array, or keys of an object, at most. */
  maxItems: number;
  /** Characters of an object key at most. */
  maxKey: number;
  /** Characters of a string value at most. */
  maxString: number;
  /** Nesting at most, counted from the value itself (1: a flat object or array). */
  maxDepth: number;
}

/**
 * A replacement data set (`options.data` of BANKS and NEFERTITI): the default sets are about 5 and 10 KB, 9 levels
 * deep, with no string over 100 characters and no list over 45 items.
 */
export const DATA_SET_LIMITS: ValueLimits = { maxItems: 1000, maxKey: 64, maxString: 1024, maxDepth: 22 };

/** Refuse a data set over DATA_SET_LIMITS before its schema walks it (a deep one would overflow zod's recursion). */
export function checkDataSetBounds(input: unknown): void {
  const p = boundsProblem(input, DATA_SET_LIMITS, ['data']);
  if (p) {
    const field = pathText(p.path);
    throw new RuleError('BAD_SETUP', `data set field "${field}": ${p.problem}`, { field });
  }
}

/** A size as people read it: `532 bytes`, `41.2 KB`, `50.0 MB`. */
export function sizeText(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** The refusal of a text `what` names ("the file", "match record"): over the size cap. */
export function tooBig(what: string, size: number, maxChars: number): RuleError {
  return new RuleError('BAD_RECORD', `${what} is too large: ${sizeText(size)}, over the limit of ${sizeText(maxChars)}`, { size, limit: maxChars });
}

/** Why a file of `bytes` is refused before it is read (`what` names it: "the file"), or null: empty, or over the cap. */
export function sizeProblem(what: string, bytes: number, maxChars: number): string | null {
  if (bytes === 0) return `${what} is empty (0 bytes)`;
  return bytes > maxChars ? tooBig(what, bytes, maxChars).message : null;
}

/**
 * The character offset where nesting first goes deeper than `maxDepth`, or -1. One pass, no allocation: brackets
 * inside strings are skipped (a backslash escapes the next character), anything else is left to JSON.parse.
 */
export function depthExceededAt(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** "line 3, column 17" of a character offset (counted only when a message needs it). */
export function lineColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return `line ${line}, column ${offset - start + 1}`;
}

const WS = new Set([0x20, 0x0a, 0x0d, 0x09]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * The offset of the first JSON syntax error in `text`, or -1. Only run once JSON.parse has failed (V8 does not always
 * say where: "Unexpected token 'a', "abc" is not valid JSON"), and only on text whose depth is already bounded.
 */
export function syntaxErrorAt(text: string): number {
  const n = text.length;
  let i = 0;
  const stack: number[] = [];
  const ws = (): void => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const str = (): boolean => {
    if (text[i] !== '"') return false;
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) return ++i > 0;
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const e = text[++i] ?? '';
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) return false;
          i += 4;
        } else if (!ESCAPE.has(e)) return false;
      }
    }
    return false;
  };
  const key = (): boolean => {
    ws();
    if (!str()) return false;
    ws();
    return text[i] === ':' ? ++i > 0 : false;
  };
  const scalar = (): boolean => {
    for (const w of ['true', 'false', 'null']) if (text.startsWith(w, i)) return (i += w.length) > 0;
    if (text[i] === '"') return str();
    NUMBER.lastIndex = i;
    if (!NUMBER.exec(text)) return false;
    i = NUMBER.lastIndex;
    return true;
  };
  for (;;) {
    ws();
    const open = text.charCodeAt(i);
    if (open === 0x7b || open === 0x5b) {
      i++;
      ws();
      if (text.charCodeAt(i) === open + 2) i++; // {} or []
      else {
        stack.push(open);
        if (open === 0x7b && !key()) return i;
        continue;
      }
    } else if (!scalar()) return i;
    // After a value: a comma and the next one, or close what is open, or the end.
    for (;;) {
      ws();
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? i : -1;
      if (text[i] === ',') {
        i++;
        if (top === 0x7b && !key()) return i;
        break;
      }
      if (text.charCodeAt(i) !== top + 2) return i;
      i++;
      stack.pop();
    }
  }
}

/**
 * Parse untrusted JSON text within `limits`; `what` names it in messages ("the file", "match record"). Throws
 * RuleError('BAD_RECORD'): empty, too large, nested too deep or not JSON, saying where.
 */
export function readJson(text: string, limits: TextLimits, what: string): unknown {
  if (text.length > limits.maxChars) throw tooBig(what, text.length, limits.maxChars);
  if (text.trim() === '') throw new RuleError('BAD_RECORD', `${what} is empty${text.length ? ` (only ${sizeText(text.length)} of blank space)` : ''}`);
  const deep = depthExceededAt(text, limits.maxDepth);
  if (deep >= 0) throw new RuleError('BAD_RECORD', `${what} nests deeper than ${limits.maxDepth} levels (at ${lineColumn(text, deep)})`, { offset: deep });
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const at = syntaxErrorAt(text);
    const why = clip(String(e instanceof Error ? e.message : e).replace(/ in JSON at position .*$/, ''), 100);
    const where = at >= 0 ? ` at ${lineColumn(text, at)}` : '';
    throw new RuleError('BAD_RECORD', `${what} is not valid JSON${where}: ${why}`, at >= 0 ? { offset: at } : undefined);
  }
}

/** The first part of `value` over `limits`: where (a path from `value`) and what, or null when it is within them. */
export function boundsProblem(value: unknown, limits: ValueLimits, root: PropertyKey[] = []): { path: PropertyKey[]; problem: string } | null {
  const p = walk(value, limits, 1);
  if (!p) return null;
  // The path was built backwards on the way out (no path is allocated for the values that pass).
  return { path: [...root, ...p.path.reverse()], problem: p.problem };
}

function walk(value: unknown, limits: ValueLimits, depth: number): { path: PropertyKey[]; problem: string } | null {
  if (typeof value === 'string') {
    return value.length > limits.maxString ? { path: [], problem: `a text of ${value.length} characters (at most ${limits.maxString})` } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth > limits.maxDepth) return { path: [], problem: `nested deeper than ${limits.maxDepth} levels` };
  if (Array.isArray(value)) {
    if (value.length > limits.maxItems) return { path: [], problem: `a list of ${value.length} items (at most ${limits.maxItems})` };
    for (let i = 0; i < value.length; i++) {
      const p = walk(value[i], limits, depth + 1);
      if (p) {
        p.path.push(i);
        return p;
      }
    }
    return null;
  }
  const entries = Object.entries(value);
  if (entries.length > limits.maxItems) return { path: [], problem: `an object of ${entries.length} fields (at most ${limits.maxItems})` };
  for (const [k, v] of entries) {
    // JSON.parse makes it an own key; zod and object spreads would drop it or make it a prototype: refused by name.
    if (k === '__proto__') return { path: [], problem: 'a field named "__proto__" (not allowed)' };
    if (k.length > limits.maxKey) return { path: [], problem: `a field name of ${k.length} characters (at most ${limits.maxKey}): "${clip(k, 40)}"` };
    const p = walk(v, limits, depth + 1);
    if (p) {
      p.path.push(k);
      return p;
    }
  }
  return null;
}
