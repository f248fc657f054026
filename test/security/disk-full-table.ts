import { createRng, randInt } from '../../engine/core/rng';
import type { Host } from '../../host/host';
import { PROTOCOL_VERSION, type ServerMessage, type SnapshotMessage, type Unsaved } from '../../protocol/messages';

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

/** One local peer holding both seats of a two-player NILE match: it plays seeded choices, and keeps every message. */
export class Table {
  readonly got: ServerMessage[] = [];
  private readonly peer;
  private readonly tokens: string[] = [];
  private readonly rng = createRng('disk-full');
  id = '';

  constructor(private readonly host: Host) {
    this.peer = host.connectLocal((m) => this.got.push(m));
    this.peer.send({ t: 'hello', v: PROTOCOL_VERSION });
  }

  private async reply<T extends ServerMessage['t']>(t: T): Promise<Extract<ServerMessage, { t: T }>> {
    for (let i = 0; i < 200; i++) {
      const m = this.got.find((x): x is Extract<ServerMessage, { t: T }> => x.t === t);
      if (m) {
        this.got.splice(this.got.indexOf(m), 1);
        return m;
      }
      await tick();
    }
    throw new Error(`no ${t} reply`);
  }

  async create(): Promise<Unsaved | null> {
    this.peer.send({ t: 'create', ref: 'c', game: 'nile', players: 2, seed: 'disk-full', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const created = await this.reply('created');
    this.id = created.match.id;
    for (const as of [0, 1]) {
      this.peer.send({ t: 'join', ref: `j${as}`, match: { id: this.id }, as });
      this.tokens[as] = (await this.reply('joined')).token!;
    }
    return created.match.unsaved ?? null;
  }

  /** Take back both seats after a restart (a new host): the summary says whether the match is being saved. */
  async resume(): Promise<Unsaved | null> {
    let unsaved: Unsaved | null = null;
    for (const seat of [0, 1]) {
      this.peer.send({ t: 'resume', ref: `r${seat}`, match: this.id, token: this.tokens[seat]!, lastSeq: -1 });
      unsaved = (await this.reply('joined')).summary?.unsaved ?? null;
    }
    return unsaved;
  }

  adopt(from: Table): void {
    this.id = from.id;
    this.tokens.push(...from.tokens);
  }

  get seq(): number {
    return this.host.recordOf(this.id)?.actions.length ?? 0;
  }

  /** One action by whichever seat must act (a seeded choice among its legal ones). */
  async step(): Promise<void> {
    const before = this.seq;
    const snap = [...this.got].reverse().find((m): m is SnapshotMessage => m.t === 'snapshot' && m.match === this.id && m.seq === before && !!m.legal?.length);
    if (!snap) throw new Error(`no seat may act at seq ${before}`);
    const action = snap.legal![randInt(this.rng, snap.legal!.length)]!;
    this.peer.send({ t: 'intent', ref: `i${before}`, match: this.id, token: this.tokens[snap.seat!]!, seq: before, action });
    for (let i = 0; i < 50 && this.seq === before; i++) await tick();
    if (this.seq !== before + 1) throw new Error(`the action at seq ${before} was not applied`);
  }

  async play(n: number, after?: () => Promise<void>): Promise<void> {
    for (let i = 0; i < n; i++) {
      await this.step();
      await after?.();
    }
  }

  /** Every `unsaved` the presence messages said, in order (null: saved again). */
  flags(): (Unsaved | null)[] {
    return this.got.filter((m) => m.t === 'presence').map((m) => m.unsaved ?? null);
  }
}

