import type { Cargo, NiagaraAction } from '../../../engine/niagara/actions';
import type { CardId } from '../../../engine/niagara/material/cards';
import type { CrewColour } from '../../../engine/niagara/material/colours';
import type { GemColour } from '../../../engine/niagara/material/gems';
import type { DestinationId } from '../../../engine/niagara/material/river';

type Paddle = Extract<NiagaraAction, { type: 'paddle' }>;

/** One way to carry out a destination: cargo before, a steal, cargo after (each optional). */
export interface PaddleVariant {
  action: Paddle;
  before?: Cargo;
  steal?: string;
  after?: Cargo;
}

/**
 * The host's legal actions for the revealed seat, arranged for the table: which cards may be played, which canoes may
 * be bought back, which way the cloud may move, and per canoe the destinations and their cargo variants. Nothing
 * here is a rule: every offer is one of the host's legal actions, sent back exactly as received.
 */
export class NiagaraChoices {
  readonly plays: { card: CardId; colour?: CrewColour; action: NiagaraAction }[] = [];
  readonly buyBacks: { canoe: string; pay: GemColour | null; action: NiagaraAction }[] = [];
  readonly weather: { delta: -1 | 0 | 1; action: NiagaraAction }[] = [];
  readonly pass: NiagaraAction | null = null;
  private readonly paddles = new Map<string, Map<DestinationId, PaddleVariant[]>>();

  constructor(legal: readonly NiagaraAction[]) {
    let pass: NiagaraAction | null = null;
    for (const a of legal) {
      switch (a.type) {
        case 'play':
          this.plays.push({ card: a.card, ...(a.colour ? { colour: a.colour } : {}), action: a });
          break;
        case 'buyBack':
          this.buyBacks.push({ canoe: a.canoe, pay: a.pay, action: a });
          break;
        case 'weather':
          this.weather.push({ delta: a.delta, action: a });
          break;
        case 'pass':
          pass = a;
          break;
        case 'paddle': {
          const byDest = this.paddles.get(a.canoe) ?? new Map<DestinationId, PaddleVariant[]>();
          const list = byDest.get(a.to) ?? [];
          list.push({ action: a, ...(a.before ? { before: a.before } : {}), ...(a.steal ? { steal: a.steal } : {}), ...(a.after ? { after: a.after } : {}) });
          byDest.set(a.to, list);
          this.paddles.set(a.canoe, byDest);
          break;
        }
      }
    }
    this.pass = pass;
  }

  get phase(): 'choose' | 'cloud' | 'paddle' | 'none' {
    if (this.plays.length || this.buyBacks.length) return 'choose';
    if (this.weather.length) return 'cloud';
    if (this.paddles.size || this.pass) return 'paddle';
    return 'none';
  }

  /** Canoes that have a legal move now. */
  canoes(): string[] {
    return [...this.paddles.keys()];
  }

  destinations(canoe: string): DestinationId[] {
    return [...(this.paddles.get(canoe)?.keys() ?? [])];
  }

  variants(canoe: string, to: DestinationId): PaddleVariant[] {
    return this.paddles.get(canoe)?.get(to) ?? [];
  }

  /** Colours the seat plays a card for (two in the two-colour variant). */
  playColours(): (CrewColour | undefined)[] {
    return [...new Set(this.plays.map((p) => p.colour))];
  }
}

/** Gem colours a variant moves, for highlighting the caves involved. */
export function variantGems(v: PaddleVariant): GemColour[] {
  const out: GemColour[] = [];
  for (const c of [v.before, v.after]) if (c && c.op !== 'unload') out.push(c.gem);
  return out;
}

/**
 * What the table points at for emphasised actions (tutorial step, hint): target keys → the labels of the actions
 * behind them. The keys are the board targets' ids ('canoe:red1', 'dest:T4', 'weather:1') and, for controls that exist
 * only in the HUD, 'play:<colour->card', 'buyBack:<canoe>-<pay>', 'variant:<i>' and 'pass'.
 */
export type NiagaraMarks = ReadonlyMap<string, readonly string[]>;

/** The key of the HUD card button that plays this card (also its test id after 'play-'). */
export function playKey(card: CardId, colour?: CrewColour): string {
  return `play:${colour ? `${colour}-` : ''}${card}`;
}

export function buyBackKey(canoe: string, pay: GemColour | null): string {
  return `buyBack:${canoe}-${pay ?? 'free'}`;
}

/**
 * The next click towards each emphasised action, given the canoe and destination picked now: its card, buy-back,
 * cloud move or pass; for a paddle, its canoe, then its destination, then its variant. A paddle of another canoe
 * than the one whose destination is open points at nothing (the player goes back first).
 */
export function emphasisMarks(actions: readonly NiagaraAction[], labels: readonly string[], choices: NiagaraChoices, canoe: string | null, dest: DestinationId | null): NiagaraMarks {
  const marks = new Map<string, string[]>();
  const add = (key: string, label: string) => marks.set(key, [...(marks.get(key) ?? []), ...(label ? [label] : [])]);
  actions.forEach((a, i) => {
    const label = labels[i] ?? '';
    switch (a.type) {
      case 'play':
        return add(playKey(a.card, a.colour), label);
      case 'buyBack':
        return add(buyBackKey(a.canoe, a.pay), label);
      case 'weather':
        return add(`weather:${a.delta}`, label);
      case 'pass':
        return add('pass', label);
      case 'paddle': {
        if (dest === null && canoe !== a.canoe) return add(`canoe:${a.canoe}`, label);
        if (canoe !== a.canoe) return;
        if (dest === null) return add(`dest:${a.to}`, label);
        if (dest !== a.to) return;
        const v = choices.variants(canoe, dest).findIndex((x) => x.action === a);
        if (v >= 0) add(`variant:${v}`, label);
      }
    }
  });
  return marks;
}
