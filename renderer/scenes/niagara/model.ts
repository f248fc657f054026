import type { Seat } from '../../../engine/core/types';
import type { CardId } from '../../../engine/niagara/material/cards';
import type { CrewColour } from '../../../engine/niagara/material/colours';
import { GEM_COLOURS, type GemColour } from '../../../engine/niagara/material/gems';
import type { Arm } from '../../../engine/niagara/material/river';
import type { NiagaraView } from '../../../engine/niagara/view';

/**
 * What the Niagara table shows right now: the seat's view from the host, moved forward event by event while the
 * animations play, and replaced by the newest view whenever the queue is empty. Display bookkeeping only; the
 * rules live in the engine on the host.
 */
export type GemCounts = Record<GemColour, number>;

/** Where a canoe is drawn: an engine position, or tipping over a waterfall (between the push and its fall event). */
export type CanoeAt = string;

export interface CanoeDisplay {
  id: string;
  colour: CrewColour;
  seat: Seat;
  at: CanoeAt;
  gem: GemColour | null;
}

export interface CrewDisplay {
  colour: CrewColour;
  seat: Seat;
  faceDown: boolean;
  faceUp: CardId | null;
  /** Cards turned face up in this 7-card cycle, in the order played (the paddle pile). */
  revealed: CardId[];
  /** Cards not yet revealed in this cycle (hand + the face-down card). */
  unrevealed: number;
  /** Only for the seat whose secrets are shown: the hand and the face-down card. */
  hand: CardId[] | null;
  choice: CardId | null;
}

export interface NiagaraDisplay {
  players: number;
  round: number;
  cycleRound: number;
  phase: 'choose' | 'resolve' | 'over';
  startSeat: Seat;
  startColour: CrewColour;
  weather: number;
  nextArm: Arm | null;
  /** Last river speed (phase 3), for the HUD. */
  speed: number | null;
  caves: Record<GemColour, GemCounts>;
  canoes: CanoeDisplay[];
  reserves: GemCounts[];
  crews: CrewDisplay[];
  /** The colour resolving its card (phase 2). */
  turn: { colour: CrewColour; seat: Seat; card: CardId } | null;
  over: boolean;
  winners: Seat[];
  capped: boolean;
}

export const gemTotal = (g: GemCounts): number => GEM_COLOURS.reduce((t, c) => t + g[c], 0);

export function displayFromView(v: NiagaraView, reveal: Seat | null, speed: number | null = null): NiagaraDisplay {
  const caves = {} as Record<GemColour, GemCounts>;
  for (const c of v.caves) caves[c.cave] = { ...c.gems };
  const own = reveal !== null && v.viewer === reveal;
  return {
    players: v.players,
    round: v.round,
    cycleRound: v.cycleRound,
    phase: v.phase,
    startSeat: v.startSeat,
    startColour: v.startColour,
    weather: v.weather,
    nextArm: v.nextArm,
    speed,
    caves,
    canoes: v.canoes.map((c) => ({ id: c.id, colour: c.colour, seat: c.seat, at: c.at, gem: c.gem })),
    reserves: v.reserves.map((r) => ({ ...r })),
    crews: v.crews.map((c) => ({
      colour: c.colour,
      seat: c.seat,
      faceDown: c.faceDown,
      faceUp: c.faceUp,
      revealed: [...c.revealed],
      unrevealed: c.unrevealed.length,
      hand: own && c.seat === reveal && c.hand ? [...c.hand] : null,
      choice: own && c.seat === reveal ? (c.choice ?? null) : null,
    })),
    turn: v.turn ? { colour: v.turn.colour, seat: v.turn.seat, card: v.turn.card } : null,
    over: v.phase === 'over',
    winners: v.outcome?.winners ?? [],
    capped: v.capped,
  };
}

export const cloneDisplay = (d: NiagaraDisplay): NiagaraDisplay => structuredClone(d);

export const crewOf = (d: NiagaraDisplay, colour: string): CrewDisplay | undefined => d.crews.find((c) => c.colour === colour);
export const canoeOf = (d: NiagaraDisplay, id: string): CanoeDisplay | undefined => d.canoes.find((c) => c.id === id);

/** Canoes per position (riders of each disc, in a stable order). */
export function ridersBySlot(canoes: readonly CanoeDisplay[]): Map<string, CanoeDisplay[]> {
  const m = new Map<string, CanoeDisplay[]>();
  for (const c of canoes) {
    const list = m.get(c.at) ?? [];
    list.push(c);
    m.set(c.at, list);
  }
  return m;
}
