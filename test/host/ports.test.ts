/**
 * The host's ports: the pure ids helpers match node:crypto, the in-memory journal restores like
 * the file journal, and the host core bundles for a browser with no Node built-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeRandom } from '../../electron/host/ids';
import { Host } from '../../host/host';
import { base64url, constantTimeEqual, Ids } from '../../host/ids';
import { MemoryJournal } from '../../host/memory-journal';
import { sha256Hex } from '../../engine/core/sha256';
import { webRandom } from '../../host/web-ids';
import { PROTOCOL_VERSION, type ServerMessage } from '../../protocol/messages';

describe('ids port', () => {
  it('the pure SHA-256 and base64url give what node:crypto and Buffer give', () => {
    const texts = ['', 'abc', 'ä€😀', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'y'.repeat(1000)];
    for (let i = 0; i < 50; i++) texts.push(randomBytes(i * 3).toString('base64url'));
    for (const t of texts) expect(sha256Hex(t), t).toBe(createHash('sha256').update(t, 'utf8').digest('hex'));
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n);
      expect(base64url(new Uint8Array(bytes))).toBe(bytes.toString('base64url'));
    }
  });

  it('web and Node ports make the same kinds of ids, and tokens check only against their own hash', () => {
    for (const port of [webRandom, nodeRandom]) {
      const ids = new Ids(port);
      const token = ids.token();
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(ids.matchId()).toMatch(/^m[A-Za-z0-9_-]{12}$/);
      expect(ids.seed()).toMatch(/^[0-9a-f]{32}$/);
      expect(ids.hostId()).toMatch(/^[0-9a-f]{12}$/);
      expect(ids.roomCode(() => false)).toMatch(/^[A-Z0-9]{4}$/);
      const h = ids.hashToken(token);
      expect(h).toBe(sha256Hex(token));
      expect(ids.hashMatches(h, h)).toBe(true);
      expect(ids.hashMatches(ids.hashToken(ids.token()), h)).toBe(false);
      expect(ids.hashMatches(h, null)).toBe(false);
    }
    expect(constantTimeEqual('ab', 'ab')).toBe(true);
    expect(constantTimeEqual('ab', 'ac')).toBe(false);
    expect(constantTimeEqual('ab', 'abc')).toBe(false);
  });
});

/** A local peer that keeps what it receives, and waits for a message. */
function peerOf(host: Host): { send(msg: unknown): void; until<T extends ServerMessage>(pred: (m: ServerMessage) => m is T): Promise<T> } {
  const seen: ServerMessage[] = [];
  const peer = host.connectLocal((m) => seen.push(m));
  return {
    send: (msg) => peer.send(msg),
    async until(pred) {
      for (let i = 0; i < 2000; i++) {
        const m = seen.find(pred);
        if (m) {
          seen.splice(0, seen.indexOf(m) + 1);
          return m;
        }
        await new Promise((r) => setTimeout(r, 1));
      }
      throw new Error('no such message');
    },
  };
}

describe('storage port', () => {
  it('a host with the in-memory journal restores its matches, seats and moves in a new host', async () => {
    const journal = new MemoryJournal();
    const a = new Host({ storage: () => journal, checkpointEvery: 3 });
    const p = peerOf(a);
    p.send({ t: 'hello', v: PROTOCOL_VERSION });
    p.send({ t: 'create', ref: 'c', game: 'nile', players: 2, seed: 'mem-journal', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    const created = await p.until((m) => m.t === 'created');
    const id = created.match.id;
    p.send({ t: 'join', ref: 'j', match: { id }, as: 0 });
    const token = (await p.until((m) => m.t === 'joined')).token!;
    while ((a.recordOf(id)?.actions.length ?? 0) < 8) {
      const snap = await p.until((m) => m.t === 'snapshot');
      if (snap.legal?.length) p.send({ t: 'intent', ref: 'i', match: id, token, seq: snap.seq, action: snap.legal[0] });
    }
    const record = structuredClone(a.recordOf(id));
    await a.close();
    const b = new Host({ storage: () => journal });
    expect(b.restore()).toEqual({ restored: [id], problems: [] });
    expect(b.recordOf(id)).toEqual(record);
    // The seat token still holds the seat on the new host.
    const q = peerOf(b);
    q.send({ t: 'hello', v: PROTOCOL_VERSION });
    q.send({ t: 'resume', ref: 'r', match: id, token, lastSeq: 0 });
    expect((await q.until((m) => m.t === 'joined')).seat).toBe(0);
    await b.close();
  });
});

describe('browser safety', () => {
  it('the host core bundles for a browser: no Node built-in in host/', async () => {
    const { build } = await import('esbuild');
    const entryPoints = ['host/host.ts', 'host/memory-journal.ts', 'host/web-ids.ts', 'host/bots/in-thread.ts'];
    const bundle = (entries: string[]) => build({ entryPoints: entries, bundle: true, platform: 'browser', format: 'esm', write: false, outdir: 'out', logLevel: 'silent' });
    expect((await bundle(entryPoints)).errors).toEqual([]);
    // And the Node adapters really are refused, so this check can fail.
    await expect(bundle(['electron/host/node-host.ts'])).rejects.toThrow();
  });
});
