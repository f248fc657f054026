/**
 * Hostile-client helpers for the security tests: raw bytes to a listener on loopback, and WebSocket handshakes with
 * chosen headers. Everything here talks to 127.0.0.1 (or to an address inside a test's own network namespace).
 */
import { connect } from 'node:net';
import { WebSocket } from 'ws';

export interface RawReply {
  /** Status code of the first response line; 0 when none came (closed or timed out without answering). */
  status: number;
  /** How the exchange ended. */
  end: 'closed' | 'timeout' | 'error';
  text: string;
}

/** Send raw bytes, read what comes back until the peer closes or `ms` pass. Never rejects. */
export function rawRequest(port: number, bytes: string | Buffer, ms = 3000, host = '127.0.0.1'): Promise<RawReply> {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    let text = '';
    let done = false;
    const finish = (end: RawReply['end']) => {
      if (done) return;
      done = true;
      clearTimeout(t);
      s.destroy();
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : 0, end, text });
    };
    const t = setTimeout(() => finish('timeout'), ms);
    s.on('data', (d) => {
      text += d.toString('latin1');
      // A 101 keeps the socket open by design: the status is all we need.
      if (/^HTTP\/1\.1 101/.test(text)) finish('closed');
    });
    s.on('end', () => finish('closed'));
    s.on('close', () => finish('closed'));
    s.on('error', () => finish('error'));
    s.write(bytes);
  });
}

/** A well-formed WebSocket upgrade request with the given target and extra headers. */
export function upgradeRequest(target: string, headers: Record<string, string>): string {
  const all: Record<string, string> = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers };
  return `GET ${target} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}

export type WsResult = { ok: true; ws: WebSocket; first: Promise<{ t: string; code?: string }> } | { ok: false; status: number };

/** Open a WebSocket with chosen Origin/Host headers; resolves with the socket or the HTTP status it was refused with. */
export function wsTry(url: string, opts: { origin?: string; host?: string } = {}): Promise<WsResult> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { ...(opts.origin ? { origin: opts.origin } : {}), ...(opts.host ? { headers: { Host: opts.host } } : {}) });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ ok: false, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', () => resolve({ ok: false, status: -1 }));
    ws.once('open', () => resolve({ ok: true, ws, first: new Promise((r) => ws.once('message', (d) => r(JSON.parse(String(d))))) }));
  });
}

/** Send hello on an open socket and wait for the first answer. */
export async function hello(r: WsResult): Promise<string> {
  if (!r.ok) return `refused ${r.status}`;
  r.ws.send(JSON.stringify({ t: 'hello', v: 1 }));
  const m = await r.first;
  r.ws.close();
  return m.t;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS of another process in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/**
 * A slow-loris client on loopback: a request line, then one header byte every `everyMs`, never the end of the headers.
 * Resolves with how long the listener waited before it answered or ended the socket (ms), or `stopMs` if it never did
 * (the client then closes the socket itself).
 */
export function slowHeaders(port: number, everyMs: number, stopMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let drip: ReturnType<typeof setInterval> | undefined;
    const done = (ms: number) => {
      clearInterval(drip);
      clearTimeout(stop);
      socket.destroy();
      resolve(ms);
    };
    const stop = setTimeout(() => done(stopMs), stopMs);
    socket.on('connect', () => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
      drip = setInterval(() => socket.writable && socket.write('a'), everyMs);
    });
    socket.on('error', () => {});
    // The listener's answer (408) or its end of the socket, whichever comes first.
    socket.on('data', () => done(Date.now() - started));
    socket.on('end', () => done(Date.now() - started));
    socket.on('close', () => done(Date.now() - started));
  });
}
