import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { WebSocket } from 'ws';
import { createRng, randInt } from '../../engine/core/rng';
import type { Action, AnyGame } from '../../engine/core/types';
import { games } from '../../engine/games';
import { Host } from '../../host/host';
import { NodeHost, type NodeHostOptions } from '../../electron/host/node-host';
import { autoPlay, type AutoPlayer } from '../../client/auto-player';
import { RequestError } from '../../client/request-error';
import { Session } from '../../client/session';
import { WsTransport, type WsTransportOptions } from '../../client/ws';
import { TransportBase, type ClientMessage, type HostInfo, type Transport } from '../../client/transport';
import type { ErrorMessage, MatchSummary, ServerMessage, SnapshotMessage } from '../../protocol/messages';
import { LanServer, type LanServerOptions } from '../../electron/lan/server';
import { withSecretGame } from '../fixtures/secret-game';
import { slowGame } from '../fixtures/slow-game';

/** Fixture engines, also loaded into bot worker threads. */
export const fixtureModules = [new URL('../fixtures/secret-game.ts', import.meta.url).href, new URL('../fixtures/slow-game.ts', import.meta.url).href];
export const testGames: Record<string, AnyGame> = { ...withSecretGame(games), slow: slowGame };

export interface TestHost {
  host: Host;
  server: LanServer;
  url: string;
  close(): Promise<void>;
}

/** A host plus LAN server on 127.0.0.1, any free port. Every test closes what it starts. */
export async function startHost(opts: NodeHostOptions & { server?: Partial<LanServerOptions> } = {}): Promise<TestHost> {
  const { server: serverOpts, ...hostOpts } = opts;
  const host = new NodeHost({ games: testGames, bots: { size: 1, gameModules: fixtureModules }, ...hostOpts });
  host.restore();
  const server = await LanServer.listen({ host, port: 0, bind: '127.0.0.1', ...serverOpts });
  return {
    host, server, url: server.url(),
    async close() {
      await server.close();
      await host.close();
    },
  };
}

export interface TestClient {
  /** The shipped protocol client, over a WebSocket. */
  client: Session<WsTransport>;
  /** Every text frame this client received, in order. */
  frames: string[];
  messages: ServerMessage[];
  /** Host frames that failed the protocol schema (must stay empty). */
  invalid: string[];
}

export interface TestClientOptions {
  /** Display name sent in hello. */
  name?: string;
  /** Reconnect by itself after a drop (default off: tests reconnect with `connect()`). */
  reconnect?: WsTransportOptions['reconnect'];
}

/** A Session over the `ws` package's WebSocket that records every frame and message it gets. */
export function newClient(url: string, opts: TestClientOptions = {}): TestClient {
  const frames: string[] = [];
  const messages: ServerMessage[] = [];
  const invalid: string[] = [];
  const transport = new WsTransport(url, {
    WebSocket, reconnect: opts.reconnect ?? false,
    onFrame: (t) => frames.push(t),
    onInvalid: (text, problem) => invalid.push(`${problem}: ${text.slice(0, 200)}`),
  });
  const client = new Session(transport, { timeoutMs: 15_000, ...(opts.name ? { name: opts.name } : {}) });
  client.messages.on((m) => messages.push(m));
  return { client, frames, messages, invalid };
}

export async function connected(url: string, opts: TestClientOptions = {}): Promise<TestClient> {
  const c = newClient(url, opts);
  await c.client.connect();
  return c;
}

/** What a test opened, given back after it: its clients first, then the rest, last opened first. */
export interface Opened {
  /** A host plus LAN server (`startHost`); closing it twice is harmless (a test may close it itself). */
  host(opts?: Parameters<typeof startHost>[0]): Promise<TestHost>;
  /** A connected client (`connected`). */
  client(url: string, opts?: TestClientOptions): Promise<TestClient>;
  /** Anything else with a `close()`: closed after the test. */
  closeLater<T extends { close(): unknown }>(x: T): T;
  /** Run `undo` after the test (kill a process, remove a directory…). */
  atEnd(undo: () => unknown): void;
}

/** Call once at the top of a test file: what its tests open through the result is closed after each of them. */
export function closeAfterEach(): Opened {
  const clients: TestClient[] = [];
  const undo: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.client.close();
    for (const u of undo.splice(0).reverse()) await u();
  });
  return {
    async host(opts) {
      const th = await startHost(opts);
      let closing: Promise<void> | null = null;
      const once = { ...th, close: () => (closing ??= th.close()) };
      undo.push(once.close);
      return once;
    },
    async client(url, opts) {
      const c = await connected(url, opts);
      clients.push(c);
      return c;
    },
    closeLater(x) {
      undo.push(() => x.close());
      return x;
    },
    atEnd(u) {
      undo.push(u);
    },
  };
}

/** Seeded random legal choice: reproducible games. */
export function randomChooser(seed: string): (s: SnapshotMessage) => Action {
  const rng = createRng(seed);
  return (s) => {
    const legal = s.legal!;
    // Prefer ending actions now and then so long NILE trading chains stay short: uniform over action types first.
    const types = [...new Set(legal.map((a) => a.type))];
    const t = types[randInt(rng, types.length)];
    const of = legal.filter((a) => a.type === t);
    return of[randInt(rng, of.length)]!;
  };
}

export function play(c: TestClient, match: string, seat: number, seed: string): AutoPlayer {
  return autoPlay(c.client, match, seat, randomChooser(`${seed}/${seat}`));
}

/** Resolve when `pred` holds, checking after every message or status change of `c` (and now); fails after `ms`. */
export function waitFor<T>(c: TestClient, pred: () => T | undefined | null | false, what: string, ms = 20_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      const v = pred();
      if (v) {
        off();
        offStatus();
        clearTimeout(timer);
        resolve(v);
        return true;
      }
      return false;
    };
    const off = c.client.messages.on(() => void check());
    const offStatus = c.client.on('status', () => void check());
    const timer = setTimeout(() => {
      off();
      offStatus();
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    check();
  });
}

/** Watch `m` as a spectator until it is over; resolves with its last snapshot. */
export async function watchToTheEnd(w: TestClient, m: MatchSummary, ms = 60_000): Promise<SnapshotMessage> {
  await w.client.join({ code: m.code }, 'spectator');
  return waitFor(w, () => w.client.snapshot(m.id, null)?.status === 'over' && w.client.snapshot(m.id, null), 'game over', ms);
}

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const parsedFrames = (c: TestClient): ServerMessage[] => c.frames.map((f) => JSON.parse(f) as ServerMessage);

/** The error a refused request carried (fails the test when the request went through). */
export async function refusal(p: Promise<unknown>): Promise<ErrorMessage> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(RequestError);
  return (e as RequestError).reply!;
}

/** A Session straight onto a host in this process (connectLocal), as the in-page host does. */
export class LocalTransport extends TransportBase implements Transport {
  readonly kind = 'memory' as const;
  private readonly peer;
  constructor(host: Host) {
    super();
    this.peer = host.connectLocal((m) => this.emitMessage(m));
    queueMicrotask(() => this.setStatus('open'));
  }
  readonly send = (msg: ClientMessage): void => this.peer.send(msg);
  readonly hostInfo = async (): Promise<HostInfo> => ({ addresses: [], discovered: [], mode: 'memory' });
  readonly record = async (): Promise<null> => null;
  close(): void {
    this.peer.close();
    this.setStatus('closed');
  }
}
