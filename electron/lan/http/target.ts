/**
 * The request target of an HTTP request or WebSocket upgrade, parsed without trusting it. Node's HTTP parser lets
 * through absolute-form targets (`GET http://[ HTTP/1.1`), bad percent-escapes (`/%ZZ`, `/%E0%A4%A`) and control
 * bytes; `new URL` and `decodeURIComponent` throw on them, and a throw inside a request or upgrade listener ends the
 * whole process. Everything here returns a verdict instead.
 */
export type Target = { ok: true; path: string; query: URLSearchParams } | { ok: false; status: 400 | 414; message: string };

/** Longer targets than this are refused (nothing we serve needs more). */
const MAX_TARGET_LENGTH = 2048;

export function parseTarget(raw: string | undefined): Target {
  if (!raw) return { ok: false, status: 400, message: 'missing request target' };
  if (raw.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, message: `request target longer than ${MAX_TARGET_LENGTH} characters` };
  // Origin-form only: absolute-form is for proxies, and we are not one.
  if (!raw.startsWith('/') || raw.startsWith('//')) return { ok: false, status: 400, message: 'the request target must be a path starting with "/"' };
  // Control characters and a raw backslash have no place in a path we serve.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return { ok: false, status: 400, message: 'the request target has control characters' };
  const q = raw.indexOf('?');
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, message: 'the path has a malformed percent-escape' };
  }
  if (path.includes('\u0000')) return { ok: false, status: 400, message: 'the path has a NUL byte' };
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1));
  } catch {
    return { ok: false, status: 400, message: 'malformed query string' };
  }
  return { ok: true, path, query };
}
