/**
 * Transport limits of the LAN listener (the socket side), as hostile peers on loopback: connections per
 * address, a flood closed after a bounded number of refused frames with one reply (not one per frame), clients that
 * never read dropped before their buffers grow, and a budget on what all connections together may have waiting.
 */
import { execFile } from 'node:child_process';
import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { rawWebSocket, textFrame } from '../../electron/cli/attack/raw-ws';
import { LAN_SERVER_DEFAULTS } from '../../electron/lan/server';
import { startHost, type TestHost } from '../host/helpers';
import { sleep, wsTry } from './support';

let th: TestHost | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await th?.close();
  th = null;
});

async function raw(port: number): Promise<Socket> {
  const s = await rawWebSocket(port);
  s.on('error', () => {});
  sockets.push(s);
  return s;
}

const until = async (pred: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!pred() && Date.now() < end) await sleep(10);
  return pred();
};

describe('LAN listener transport limits', () => {
  it('connections per address: the default number get in, the next is refused (429) until one leaves', async () => {
    th = await startHost();
    const port = th.server.address().port;
    const n = LAN_SERVER_DEFAULTS.maxConnectionsPerAddress;
    const open: Socket[] = [];
    for (let i = 0; i < n; i++) open.push(await raw(port));
    const over = await wsTry(th.url);
    expect(over).toEqual({ ok: false, status: 429 });
    open[0]!.destroy();
    expect(await until(() => th!.server.connections === n - 1)).toBe(true);
    const again = await wsTry(th.url);
    expect(again.ok).toBe(true);
    if (again.ok) again.ws.close();
  });

  it('a flood is closed after closeAfter refused frames, with one RATE_LIMITED reply in all', async () => {
    th = await startHost({ server: { rateLimit: { perSecond: 10, burst: 20, closeAfter: 100 } } });
    const s = await raw(th.server.address().port);
    let received = '';
    s.on('data', (d) => (received += d.toString('latin1')));
    const closed = new Promise<void>((r) => s.once('close', () => r()));
    s.write(textFrame(JSON.stringify({ t: 'hello', v: 1 })));
    const t0 = performance.now();
    const frame = textFrame(JSON.stringify({ t: 'list' }));
    let sent = 0;
    while (!s.destroyed && sent < 50_000) {
      s.write(frame);
      if (++sent % 100 === 0) await new Promise((r) => setImmediate(r));
    }
    await closed;
    const ms = performance.now() - t0;
    expect(received.split('RATE_LIMITED').length - 1).toBe(1);
    // 19 replies to the burst (after hello), one refusal notice, then nothing more however much it sent.
    expect(received.split('"t":"matches"').length - 1).toBeLessThanOrEqual(20);
    expect(ms).toBeLessThan(5000);
  });

  it('a client that never reads is dropped once its send buffer passes maxBufferedBytes; readers are unaffected', async () => {
    th = await startHost({ server: { maxBufferedBytes: 256 * 1024, rateLimit: { perSecond: 10_000, burst: 10_000, closeAfter: 10_000 } } });
    for (let i = 0; i < 150; i++) th.host.createMatch({ game: 'nile', players: 2 });
    const port = th.server.address().port;
    const slow = await raw(port);
    slow.pause();
    slow.write(textFrame(JSON.stringify({ t: 'hello', v: 1 })));
    const reader = await wsTry(th.url);
    if (!reader.ok) throw new Error('reader refused');
    // Each list reply is ~60 KB: the slow reader's buffer passes 256 KB within a few dozen replies.
    for (let i = 0; i < 400 && th.server.connections === 2; i++) {
      slow.write(textFrame(JSON.stringify({ t: 'list' })));
      await sleep(2);
    }
    expect(await until(() => th!.server.connections === 1)).toBe(true);
    reader.ws.send(JSON.stringify({ t: 'hello', v: 1 }));
    expect(await reader.first).toMatchObject({ t: 'welcome' });
    reader.ws.close();
  });

  it('many slow readers together stay within totalBufferedBytes: the most lagging are dropped first', async () => {
    // Each connection alone may lag by 4 MB; together they may lag by 1 MB. Without the budget, 8 readers would hold
    // up to 32 MB before the first was dropped.
    const budget = 1024 * 1024;
    th = await startHost({ server: { maxBufferedBytes: 4 * budget, totalBufferedBytes: budget, rateLimit: { perSecond: 100_000, burst: 100_000, closeAfter: 100_000 } } });
    for (let i = 0; i < 150; i++) th.host.createMatch({ game: 'nile', players: 2 });
    const port = th.server.address().port;
    const slow: Socket[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await raw(port);
      s.pause();
      s.write(textFrame(JSON.stringify({ t: 'hello', v: 1 })));
      slow.push(s);
    }
    let most = 0;
    for (let round = 0; round < 3000 && th.server.connections === 8; round++) {
      for (const s of slow) if (!s.destroyed) s.write(textFrame(JSON.stringify({ t: 'list' })));
      await sleep(1);
      most = Math.max(most, th.server.bufferedBytes());
    }
    expect(th.server.connections).toBeLessThan(8);
    // Within the budget all along (one reply of ~60 KB per connection of slack), far below 8 × 4 MB.
    expect(most).toBeLessThanOrEqual(budget + 8 * 64 * 1024);
  });

  it('bench:attack runs end to end against the dedicated host (slow readers, flooders) and the host survives', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'electron/cli/bench-attack.ts', '--slow-readers', '5', '--seconds', '1', '--flooders', '3', '--flood-seconds', '3'], { cwd: process.cwd(), timeout: 90_000 });
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.phase === 'slowReaders')).toMatchObject({ clients: 5 });
    expect(lines.find((l) => l.phase === 'flood')).toMatchObject({ flooders: 3, closedByHost: 3 });
    expect(lines.find((l) => l.phase === 'after')).toMatchObject({ hostAlive: true });
  }, 120_000);
});
