/**
 * Generated hostile HTTP traffic: request lines, headers and upgrades built from pieces that broke (or could break)
 * an HTTP layer — bad percent-escapes, absolute-form and invalid URLs, control bytes, huge and duplicate headers,
 * foreign Host and Origin values, half-formed WebSocket handshakes. Seeded: the same seed gives the same requests.
 */
import { createRng, pick, randInt, type RngState } from '../../engine/core/rng';

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'OPTIONS', 'CONNECT', 'TRACE', 'DELETE', 'PATCH', 'G\u00e9T', 'get', 'PRI', ''];
const TARGETS = [
  '/', '/index.html', '/api/info', '/api/record/abc', '/api/record/', '/api/record/%ZZ', '/ws', '/local', '/assets/x.js',
  '/%ZZ', '/%E0%A4%A', '/%', '/%%', '/%00', '/%C0%AF', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f', '/a?b=%ZZ', '/?%',
  'http://[', 'http://[::1', 'http://x/', 'http://evil.example/ws', 'https://127.0.0.1/', '//evil.example/', '*', '',
  'ws://127.0.0.1/ws', 'a', '/\u00e9', '/\u0001', '/\\..\\..\\', `/${'a'.repeat(5000)}`, `/?${'%41'.repeat(1000)}`, '/api/info#x',
  '/local?x', '/ws?%ZZ', '/%uD800', '/%ED%A0%80', '/\u2028',
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1x', 'HTP/1.1', ''];
const HOSTS = ['127.0.0.1', 'localhost', '[::1]', 'evil.example', 'evil.example:47310', '127.0.0.1.evil.example', '', '[', '[::1', 'a b', 'x'.repeat(400), '127.0.0.1:99999', '%ZZ'];
const ORIGINS = ['http://evil.example', 'null', 'http://127.0.0.1', 'http://localhost:1', 'app://river-tables', 'http://[', '%', 'file://', ''];

function header(r: RngState, port: number): string {
  switch (randInt(r, 12)) {
    case 0:
      return `Host: ${pick(r, HOSTS)}`;
    case 1:
      return `Host: 127.0.0.1:${port}`;
    case 2:
      return `Origin: ${pick(r, ORIGINS)}`;
    case 3:
      return `Origin: http://127.0.0.1:${port}`;
    case 4:
      return 'Connection: Upgrade';
    case 5:
      return `Upgrade: ${pick(r, ['websocket', 'WebSocket', 'h2c', 'foo', ''])}`;
    case 6:
      return `Sec-WebSocket-Key: ${pick(r, ['dGhlIHNhbXBsZSBub25jZQ==', 'short', '', '!!!!!!!!!!!!!!!!!!!!!!!='])}`;
    case 7:
      return `Sec-WebSocket-Version: ${pick(r, ['13', '8', 'x', ''])}`;
    case 8:
      return `Content-Length: ${pick(r, ['0', '5', '-1', 'abc', '99999999999999999999'])}`;
    case 9:
      return `Transfer-Encoding: ${pick(r, ['chunked', 'gzip, chunked', 'x'])}`;
    case 10:
      return `X-${randInt(r, 1000)}: ${'v'.repeat(randInt(r, 3) === 0 ? 20_000 : 10)}`;
    default:
      return pick(r, ['no colon here', ': empty name', 'Bad Header: x', 'Host:', 'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=99']);
  }
}

/** One generated request (bytes to write on a fresh connection). */
export function fuzzRequest(r: RngState, port: number): string {
  const target = randInt(r, 6) === 0 ? pick(r, TARGETS) + pick(r, TARGETS) : pick(r, TARGETS);
  const line = randInt(r, 20) === 0 ? pick(r, ['\r\n', 'GET\r\n', `${'A'.repeat(9000)}\r\n`, 'GET / HTTP/1.1 extra\r\n']) : `${pick(r, METHODS)} ${target} ${pick(r, VERSIONS)}\r\n`;
  const n = randInt(r, 8);
  const headers: string[] = [];
  // Most requests name a Host of ours so they reach the handlers behind the Host check.
  if (randInt(r, 3) > 0) headers.push(`Host: 127.0.0.1:${port}`);
  for (let i = 0; i < n; i++) headers.push(header(r, port));
  const body = randInt(r, 4) === 0 ? pick(r, ['hello', '0\r\n\r\n', 'zz\r\n', '\u0000\u0001\u0002']) : '';
  return `${line}${headers.map((h) => `${h}\r\n`).join('')}\r\n${body}`;
}

export const fuzzRng = (seed: string): RngState => createRng(seed);
