import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseTypedAddress } from '../../protocol/address';
import { clientMessageTypes, LIMITS, parseClientMessage, parseServerMessage, serverMessageTypes, utf8Length } from '../../protocol/messages';
import { TokenBucket } from '../../host/rate-limit';

describe('protocol schemas', () => {
  it('refusals name the problem: JSON, unknown type, the bad field', () => {
    expect(parseClientMessage('{"t":')).toMatchObject({ ok: false, code: 'BAD_JSON' });
    expect(parseClientMessage('[1,2]')).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: expect.stringMatching(/JSON object with a "t"/) });
    expect(parseClientMessage({ t: 'chat', text: 'hi' })).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: expect.stringMatching(/unknown message type "chat".*known: hello/) });
    const bad = parseClientMessage({ t: 'intent', ref: 'r1', match: 'm1', token: 'short', seq: 0, action: { type: 'pass' } });
    expect(bad).toMatchObject({ ok: false, code: 'BAD_MESSAGE', t: 'intent', ref: 'r1', message: expect.stringMatching(/^intent: field "token"/) });
    expect(parseClientMessage({ t: 'intent', match: 'm1', token: 'A'.repeat(32), seq: -1, action: { type: 'pass' } })).toMatchObject({ message: expect.stringMatching(/field "seq"/) });
    expect(parseClientMessage({ t: 'list', extra: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/extra/) });
    // A human seat's stand-in is a bot's name (the host then checks it is one it knows); a bot seat has none.
    const create = (seat: object) => parseClientMessage({ t: 'create', game: 'nile', players: 2, seats: [{ kind: 'human' }, seat] });
    expect(create({ kind: 'human', standIn: 'easy' })).toMatchObject({ ok: true });
    for (const standIn of ['', 7, 'x'.repeat(33)]) expect(create({ kind: 'human', standIn })).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: expect.stringMatching(/^create: field "seats/) });
    expect(create({ kind: 'bot', bot: 'easy', standIn: 'easy' })).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
    expect(parseClientMessage('x'.repeat(LIMITS.maxMessageBytes + 1))).toMatchObject({ ok: false, code: 'TOO_BIG' });
    // Multi-byte text counts in bytes, not characters.
    expect(utf8Length('é€😀')).toBe(2 + 3 + 4);
    expect(parseClientMessage(JSON.stringify({ t: 'list', ref: 'r' }) + ' '.repeat(10))).toMatchObject({ ok: true });
  });

  it('actions pass through untouched for the engine to judge; the union covers every message type', () => {
    const r = parseClientMessage({ t: 'intent', match: 'm1', token: 'A'.repeat(32), seq: 3, action: { type: 'market', pay: [{ from: 'hand', card: 'P' }] } });
    expect(r.ok && r.msg.t === 'intent' && r.msg.action).toEqual({ type: 'market', pay: [{ from: 'hand', card: 'P' }] });
    expect(clientMessageTypes).toEqual(['hello', 'list', 'create', 'join', 'resume', 'leave', 'intent', 'check', 'undo', 'undoAnswer', 'history', 'close', 'shown', 'record']);
    // Lifecycle messages: history as a seat (token) or as the spectator; close needs a seat's token.
    expect(parseClientMessage({ t: 'history', match: 'm1' }).ok).toBe(true);
    expect(parseClientMessage({ t: 'history', match: 'm1', token: 'A'.repeat(32), from: 0 }).ok).toBe(false);
    expect(parseClientMessage({ t: 'close', match: 'm1' }).ok).toBe(false);
    expect(parseServerMessage({ t: 'history', match: 'm', seat: 0, batches: [{ t: 'events', match: 'm', seq: 1, seat: 0, events: [] }], complete: true }).ok).toBe(true);
    // Undo messages are strict like the others: no extra field, a real token, a boolean answer.
    expect(parseClientMessage({ t: 'undo', match: 'm1', token: 'A'.repeat(32), seq: 3 }).ok).toBe(true);
    expect(parseClientMessage({ t: 'undo', match: 'm1', token: 'A'.repeat(32), seq: 3, to: 0 }).ok).toBe(false);
    expect(parseClientMessage({ t: 'undoAnswer', match: 'm1', token: 'A'.repeat(32), accept: 'yes' }).ok).toBe(false);
    expect(parseServerMessage({ t: 'undo', match: 'm', by: 0, state: 'asked', wait: [1], timeoutMs: 30000 }).ok).toBe(true);
    expect(parseServerMessage({ t: 'undo', match: 'm', by: 0, state: 'maybe' }).ok).toBe(false);
    expect(parseServerMessage({ t: 'snapshot', match: 'm', seq: 1, seat: 0, status: 'playing', view: {}, toAct: [0], outcome: null, resync: false, undo: false }).ok).toBe(false);
    expect(serverMessageTypes).toContain('snapshot');
    expect(parseServerMessage({ t: 'events', match: 'm', seq: 1, seat: null, by: 0, events: [{ type: 'pass', seat: 0 }] }).ok).toBe(true);
    expect(parseServerMessage({ t: 'events', match: 'm', seq: 1, seat: null, by: 0, events: [{ seat: 0 }] }).ok).toBe(false);
  });
});

describe('typed addresses', () => {
  it('host:port, bare hosts, URLs, IPv6 and room codes', () => {
    expect(parseTypedAddress('192.168.1.20:7421')).toEqual({ kind: 'url', url: 'ws://192.168.1.20:7421', host: '192.168.1.20', port: 7421 });
    expect(parseTypedAddress(' 192.168.1.20 ')).toMatchObject({ kind: 'url', url: `ws://192.168.1.20:${DEFAULT_PORT}` });
    expect(parseTypedAddress('ws://desk.local:9000/rt')).toMatchObject({ url: 'ws://desk.local:9000/rt', port: 9000 });
    expect(parseTypedAddress('[fe80::1]:7420')).toMatchObject({ url: 'ws://[fe80::1]:7420', host: 'fe80::1' });
    expect(parseTypedAddress('k7qx')).toEqual({ kind: 'code', code: 'K7QX' });
    expect(parseTypedAddress('desk:7420')).toMatchObject({ kind: 'url' });
    expect(parseTypedAddress('')).toMatchObject({ kind: 'error' });
    expect(parseTypedAddress('http://192.168.1.20:7420/')).toMatchObject({ kind: 'url', url: 'ws://192.168.1.20:7420' });
    expect(parseTypedAddress('ftp://x:1')).toMatchObject({ kind: 'error', message: expect.stringMatching(/not supported/) });
    expect(parseTypedAddress('a b:c')).toMatchObject({ kind: 'error' });
  });
});

describe('rate limit bucket', () => {
  it('allows a burst, refills over time, and flags a sustained flood', () => {
    let t = 0;
    const b = new TokenBucket({ perSecond: 10, burst: 3, closeAfter: 5 }, () => t);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    t += 100; // one token back
    expect([b.take(), b.take()]).toEqual([true, false]);
    for (let i = 0; i < 4; i++) b.take();
    expect(b.abusive).toBe(true);
  });
});

describe('browser safety', () => {
  it('the protocol, client, auto-player and address modules bundle for a browser (no Node built-ins)', async () => {
    const { build } = await import('esbuild');
    const r = await build({
      entryPoints: ['client/session.ts', 'client/ws.ts', 'client/connect.ts', 'client/auto-player.ts', 'protocol/address.ts', 'protocol/messages.ts', 'protocol/playlist.ts', 'host/rate-limit.ts'],
      bundle: true, platform: 'browser', format: 'esm', write: false, outdir: 'out', logLevel: 'silent',
    });
    expect(r.errors).toEqual([]);
    // And a Node-only module really is refused, so this check can fail.
    await expect(build({ entryPoints: ['electron/lan/discovery/beacon.ts'], bundle: true, platform: 'browser', format: 'esm', write: false, outdir: 'out', logLevel: 'silent' })).rejects.toThrow();
  });
});
