/**
 * The renderer's side of "Join a LAN game" in Electron (renderer/net/remote.ts) over a fake preload bridge: it
 * queues until main reports the connection open, ignores pushes about other connections, reconnects with back-off,
 * and does not retry what main refused. A browser goes to the other host's page instead (hostPageUrl).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteOpenResult, RemoteStatusDto, RiverTablesBridge } from '../../protocol/ipc';
import { RemoteTransport } from '../../renderer/net/remote';
import { hostPageUrl } from '../../renderer/ui/JoinScreen';

function fakeBridge(answers: (RemoteOpenResult | Error)[]) {
  const opened: string[] = [];
  const sent: [number, unknown][] = [];
  const closed: number[] = [];
  let onMessage: (id: number, msg: unknown) => void = () => {};
  let onStatus: (s: RemoteStatusDto) => void = () => {};
  const remote: RiverTablesBridge['remote'] = {
    async open(url) {
      opened.push(url);
      const a = answers.shift() ?? { ok: false, error: 'no more answers' };
      if (a instanceof Error) throw a;
      return a;
    },
    send: (id, msg) => void sent.push([id, msg]),
    async close(id) {
      closed.push(id);
      return { closed: true };
    },
    onMessage: (cb) => ((onMessage = cb), () => (onMessage = () => {})),
    onStatus: (cb) => ((onStatus = cb), () => (onStatus = () => {})),
  };
  const bridge = { remote, app: { info: async () => ({ addresses: ['http://10.0.0.9:7420'], discovered: [{ name: 'Den', url: 'ws://10.0.0.7:7420' }], mode: 'electron' as const }) } } as unknown as RiverTablesBridge;
  const discovered = async () => (await bridge.app.info()).discovered;
  return { bridge, discovered, opened, sent, closed, push: { message: (id: number, m: unknown) => onMessage(id, m), status: (s: RemoteStatusDto) => onStatus(s) } };
}

describe('RemoteTransport (through this machine\'s bridge: main in Electron, /remote in browser mode)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues until open, forwards valid host messages of its own connection only', async () => {
    const f = fakeBridge([{ ok: true, id: 3 }]);
    const t = new RemoteTransport(f.bridge.remote, 'ws://10.0.0.7:7420/');
    const got: unknown[] = [];
    t.onMessage((m) => got.push(m));
    t.send({ t: 'hello', v: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.opened).toEqual(['ws://10.0.0.7:7420/']);
    expect(f.sent).toEqual([]);
    f.push.status({ id: 2, status: 'open' }); // another (older) connection
    expect(t.status()).toBe('connecting');
    f.push.status({ id: 3, status: 'open' });
    expect(t.status()).toBe('open');
    expect(f.sent).toEqual([[3, { t: 'hello', v: 1 }]]);
    f.push.message(2, { t: 'error', code: 'INTERNAL', message: 'stale' });
    f.push.message(3, { t: 'nonsense' });
    f.push.message(3, { t: 'error', code: 'NO_HELLO', message: 'hi' });
    expect(got).toEqual([{ t: 'error', code: 'NO_HELLO', message: 'hi' }]);
    t.close();
    expect(f.closed).toEqual([3]);
  });

  it('reconnects with back-off after a drop, and reports why', async () => {
    const f = fakeBridge([{ ok: true, id: 1 }, { ok: true, id: 2 }]);
    const t = new RemoteTransport(f.bridge.remote, 'ws://10.0.0.7:7420/');
    const problems: string[] = [];
    t.onProblem((p) => problems.push(p));
    await vi.advanceTimersByTimeAsync(0);
    f.push.status({ id: 1, status: 'closed', error: 'connect ECONNREFUSED 10.0.0.7:7420' });
    expect(t.status()).toBe('closed');
    expect(problems).toEqual(['connect ECONNREFUSED 10.0.0.7:7420']);
    await vi.advanceTimersByTimeAsync(200);
    expect(f.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(f.opened).toHaveLength(2);
    f.push.status({ id: 2, status: 'open' });
    expect(t.status()).toBe('open');
    t.close();
  });

  it('does not retry what main refused', async () => {
    const f = fakeBridge([new Error("Error invoking remote method 'rt:remote-open': Error: rt:remote-open: bad input: a host address with a user name or password is refused")]);
    const t = new RemoteTransport(f.bridge.remote, 'ws://u@10.0.0.7:7420/');
    const problems: string[] = [];
    t.onProblem((p) => problems.push(p));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.opened).toHaveLength(1);
    expect(t.status()).toBe('closed');
    expect(problems[0]).toMatch(/user name or password/);
  });

  it('host info: the remote host page, and what this machine discovered', async () => {
    const f = fakeBridge([{ ok: true, id: 1 }]);
    const t = new RemoteTransport(f.bridge.remote, 'ws://10.0.0.7:7420/', f.discovered);
    await expect(t.hostInfo()).resolves.toEqual({ addresses: ['http://10.0.0.7:7420'], discovered: [{ name: 'Den', url: 'ws://10.0.0.7:7420' }], mode: 'remote' });
    await expect(t.record()).resolves.toBeNull();
    t.close();
  });
});

describe('a browser joins another host on its own page', () => {
  it.each([
    ['ws://192.168.1.20:7420', '', 'http://192.168.1.20:7420/'],
    ['ws://192.168.1.20:7420', 'k7qx', 'http://192.168.1.20:7420/?join=K7QX'],
    ['wss://10.0.0.5:8443/ws', 'K7QX', 'https://10.0.0.5:8443/?join=K7QX'],
    ['ws://[fd00::1]:7420', 'bad code!', 'http://[fd00::1]:7420/'],
  ])('%s with code "%s" → %s', (socket, code, page) => expect(hostPageUrl(socket, code)).toBe(page));
});
