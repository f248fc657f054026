import { RuleError } from '../core/errors';
import { resolveOptions } from '../core/options';
import { nextU32, randInt, type RngState } from '../core/rng';
import type { Outcome, Seat } from '../core/types';
import type { NiagaraEvent } from './events';
import { CARD_COUNT, FULL_HAND, cardId, cardIndex, handCards, popcount, type CardId } from './material/cards';
import { CANOES_PER_CREW, CANOE_INDEX, CREW_COLOURS, CREW_INDEX, canoeId, type CrewColour } from './material/colours';
import { GEM_COLOURS, GEM_COUNT, GEM_INDEX, type GemColour } from './material/gems';
import { ARMS, BANK, DISCS, LOST, SLOTS, SLOT_INDEX, positionId, type Arm, type PositionId, type SlotId } from './material/river';
import { niagaraOptionSchema, type NiagaraOptions } from './options';
import { toAct } from './rules/legal';
import { niagaraOutcome } from './rules/outcome';
import { caveAt } from './rules/cargo';
import type { NiagaraState, Phase } from './state';

export type GemCounts = Record<GemColour, number>;

export interface NiagaraCanoeView {
  id: string;
  colour: CrewColour;
  seat: Seat;
  at: PositionId;
  gem: GemColour | null;
}

export interface NiagaraCrewView {
  colour: CrewColour;
  seat: Seat;
  /**
   * Public card information (BGA tips, §11): played cards lie face up on the rectangular space until the cycle ends, so
   * everyone knows which cards a colour has not yet revealed in this 7-card cycle. A card placed face down this round
   * stays in `unrevealed` until it is turned over.
   */
  unrevealed: CardId[];
  /** Cards turned face up in this cycle (including this round's, once revealed). */
  revealed: CardId[];
  /** A card lies face down on this colour's space (placed this round, not yet turned over). */
  faceDown: boolean;
  /** This round's card once turned over. */
  faceUp: CardId | null;
  /** Canoes bought back this round. */
  boughtBack: number;
  /** Only for the viewer's own colours: the cards still in hand, and the face-down card. */
  hand?: CardId[];
  choice?: CardId | null;
}

export interface NiagaraTurnView {
  colour: CrewColour;
  seat: Seat;
  card: CardId;
  /** Canoes that must still move / may move this turn (§6.1), and those that have moved. */
  required: string[];
  optional: string[];
  oneOf: boolean;
  moved: string[];
  launched: boolean;
}

/** What one seat (or a spectator) may see: everything but other colours' face-down cards and the RNG. */
export interface NiagaraView {
  game: 'niagara';
  viewer: Seat | null;
  players: number;
  options: NiagaraOptions;
  round: number;
  /** Round within the current 7-card cycle, 1..7. */
  cycleRound: number;
  phase: Phase;
  toAct: Seat[];
  startSeat: Seat;
  startColour: CrewColour;
  weather: number;
  /** The arm the next disc takes at the fork; null when not yet known (random start) or random each push. */
  nextArm: Arm | null;
  pushes: number;
  discs: { onBoard: number; reserve: number };
  /** Cave contents by cave colour, with the slots whose piers reach it. */
  caves: { cave: GemColour; slots: SlotId[]; gems: GemCounts }[];
  canoes: NiagaraCanoeView[];
  /** Landed gems per seat (public). */
  reserves: GemCounts[];
  crews: NiagaraCrewView[];
  /** Crews done with phase 2 this round. */
  resolved: number;
  turn: NiagaraTurnView | null;
  /** Per seat, order in which it met a victory condition this game (null: not met). */
  metOrder: (number | null)[];
  capped: boolean;
  outcome: Outcome | null;
}

const gemCounts = (a: readonly number[], base: number): GemCounts => {
  const out = {} as GemCounts;
  for (let g = 0; g < GEM_COUNT; g++) out[GEM_COLOURS[g]!] = a[base + g]!;
  return out;
};

const ownsCrew = (s: NiagaraState, viewer: Seat | null, crew: number): boolean => viewer !== null && crew % s.players === viewer;

export function niagaraView(s: NiagaraState, viewer: Seat | null): NiagaraView {
  const o = s.options;
  const caves = GEM_COLOURS.map((cave, ci) => ({
    cave,
    slots: SLOTS.filter((_, i) => caveAt(o, i) === ci).map((sl) => sl.id),
    gems: gemCounts(s.caves, ci * GEM_COUNT),
  }));
  const canoes: NiagaraCanoeView[] = s.canoePos.map((p, j) => ({
    id: canoeId(j),
    colour: CREW_COLOURS[j >> 1]!,
    seat: (j >> 1) % s.players,
    at: positionId(p),
    gem: s.canoeGem[j]! >= 0 ? GEM_COLOURS[s.canoeGem[j]!]! : null,
  }));
  const crews: NiagaraCrewView[] = [];
  for (let c = 0; c < s.crews; c++) {
    const chosen = s.chosen[c]!;
    const up = s.shown[c] === 1;
    const unrevealedMask = s.hands[c]! | (chosen >= 0 && !up ? 1 << chosen : 0);
    const v: NiagaraCrewView = {
      colour: CREW_COLOURS[c]!,
      seat: c % s.players,
      unrevealed: handCards(unrevealedMask).map(cardId),
      revealed: handCards(FULL_HAND & ~unrevealedMask).map(cardId),
      faceDown: chosen >= 0 && !up,
      faceUp: up ? cardId(chosen) : null,
      boughtBack: s.boughtBack[c]!,
    };
    if (ownsCrew(s, viewer, c)) {
      v.hand = handCards(s.hands[c]!).map(cardId);
      v.choice = chosen >= 0 ? cardId(chosen) : null;
    }
    crews.push(v);
  }
  const t = s.turn;
  const ids = (crew: number, mask: number) => [0, 1].filter((k) => mask & (1 << k)).map((k) => canoeId(crew * CANOES_PER_CREW + k));
  // All hands hold the same number of cards (one card per colour per round).
  const held = popcount(s.hands[0]!) + (s.chosen[0]! >= 0 ? 1 : 0);
  return {
    game: 'niagara',
    viewer,
    players: s.players,
    options: o,
    round: s.round,
    cycleRound: CARD_COUNT - held + 1,
    phase: s.phase,
    toAct: toAct(s),
    startSeat: s.startCrew % s.players,
    startColour: CREW_COLOURS[s.startCrew]!,
    weather: s.weather,
    nextArm: o.forkMode === 'alternate' && s.forkNext >= 0 ? ARMS[s.forkNext]! : null,
    pushes: s.pushes,
    discs: { ...DISCS },
    caves,
    canoes,
    reserves: Array.from({ length: s.players }, (_, p) => gemCounts(s.reserve, p * GEM_COUNT)),
    crews,
    resolved: s.resolved,
    turn: t
      ? {
          colour: CREW_COLOURS[t.crew]!, seat: t.crew % s.players, card: cardId(t.card),
          required: ids(t.crew, t.required), optional: ids(t.crew, t.optional), oneOf: t.oneOf,
          moved: ids(t.crew, t.moved), launched: t.launched,
        }
      : null,
    metOrder: s.metOrder.map((m) => (m >= 0 ? m : null)),
    capped: s.capped,
    outcome: niagaraOutcome(s),
  };
}

/** Others learn that a card was placed face down, never which. Everything else is public. */
export function niagaraEventView(e: NiagaraEvent, viewer: Seat | null): NiagaraEvent | null {
  if (e.type === 'cardChosen' && e.seat !== viewer) {
    const { card: _hidden, ...rest } = e;
    return rest;
  }
  return e;
}

const bad = (msg: string): RuleError => new RuleError('BAD_VIEW', `Niagara view: ${msg}`);

function cardMask(list: unknown, what: string): number {
  if (!Array.isArray(list)) throw bad(`${what} missing`);
  let m = 0;
  for (const c of list) {
    const i = cardIndex(c);
    if (i < 0) throw bad(`${what}: bad card ${String(c)}`);
    m |= 1 << i;
  }
  return m;
}

function gemArray(rec: unknown, what: string): number[] {
  if (!rec || typeof rec !== 'object') throw bad(`${what} missing`);
  return GEM_COLOURS.map((g) => {
    const n = (rec as Record<string, unknown>)[g];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw bad(`${what}.${g} must be a count`);
    return n;
  });
}

const canoeIdx = (id: unknown): number => {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(CANOE_INDEX, id)) throw bad(`bad canoe ${String(id)}`);
  return CANOE_INDEX[id]!;
};

/**
 * A full state consistent with `seat`'s view. The only hidden things are other colours' face-down cards (sampled
 * uniformly from the cards each colour has not revealed this cycle) and the RNG (seeded from `rng`).
 */
export function niagaraDeterminize(v: NiagaraView, seat: Seat, rng: RngState): NiagaraState {
  // Checked although typed: callers that handle any game (AnyGame: bots, workers) pass views unchecked.
  if (!v || typeof v !== 'object' || v.game !== 'niagara' || v.viewer !== seat || !Array.isArray(v.crews) || !Array.isArray(v.canoes)) {
    throw bad(`not a Niagara view of seat ${seat}`);
  }
  let options: NiagaraOptions;
  try {
    options = resolveOptions(niagaraOptionSchema, v.options);
  } catch {
    throw bad('bad options');
  }
  const players = v.players;
  const crews = v.crews.length;
  if (!Number.isInteger(players) || players < 2 || players > 5 || crews < players || v.canoes.length !== crews * CANOES_PER_CREW) throw bad('bad player or colour count');
  const hands: number[] = [], chosen: number[] = [], shown: number[] = [], boughtBack: number[] = [];
  v.crews.forEach((cv, c) => {
    const up = cv.faceUp === null ? -1 : cardIndex(cv.faceUp);
    if (cv.faceUp !== null && up < 0) throw bad('bad faceUp card');
    if ((c % players === seat) && cv.hand !== undefined) {
      hands.push(cardMask(cv.hand, 'hand'));
      const ch = cv.choice === null || cv.choice === undefined ? -1 : cardIndex(cv.choice);
      chosen.push(ch);
    } else {
      const unrev = cardMask(cv.unrevealed, 'unrevealed');
      if (cv.faceDown) {
        const candidates = handCards(unrev);
        if (candidates.length === 0) throw bad('face-down card with no unrevealed card');
        const pick = candidates[randInt(rng, candidates.length)]!;
        chosen.push(pick);
        hands.push(unrev & ~(1 << pick));
      } else {
        chosen.push(up);
        hands.push(unrev);
      }
    }
    shown.push(up >= 0 ? 1 : 0);
    boughtBack.push(Number(cv.boughtBack) || 0);
  });
  const caves: number[] = [];
  for (const cv of v.caves) caves.push(...gemArray(cv.gems, `cave ${String(cv.cave)}`));
  if (caves.length !== GEM_COUNT * GEM_COUNT) throw bad('caves');
  const canoePos = v.canoes.map((cn) => {
    if (cn.at === 'bank') return BANK;
    if (cn.at === 'lost') return LOST;
    const i = SLOT_INDEX[cn.at as string];
    if (i === undefined) throw bad(`bad canoe position ${String(cn.at)}`);
    return i;
  });
  const canoeGem = v.canoes.map((cn) => {
    if (cn.gem === null) return -1;
    const g = GEM_INDEX[cn.gem as string];
    if (g === undefined) throw bad('bad canoe gem');
    return g;
  });
  const reserve: number[] = [];
  for (const r of v.reserves) reserve.push(...gemArray(r, 'reserve'));
  const t = v.turn;
  const maskOf = (ids: string[]) => ids.reduce((m, id) => m | (1 << (canoeIdx(id) & 1)), 0);
  const startCrew = CREW_INDEX[v.startColour];
  if (startCrew === undefined) throw bad('bad start colour');
  return {
    game: 'niagara',
    players,
    crews,
    options,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
    round: v.round,
    phase: v.phase,
    startCrew,
    weather: v.weather,
    forkNext: v.nextArm === null ? -1 : ARMS.indexOf(v.nextArm),
    pushes: v.pushes,
    caves,
    canoePos,
    canoeGem,
    reserve,
    hands,
    chosen,
    shown,
    boughtBack,
    resolved: v.resolved,
    turn: t
      ? {
          crew: CREW_INDEX[t.colour]!, card: cardIndex(t.card), required: maskOf(t.required), optional: maskOf(t.optional),
          oneOf: t.oneOf, moved: maskOf(t.moved), launched: t.launched,
        }
      : null,
    metOrder: v.metOrder.map((m) => (m === null ? -1 : m)),
    metCount: v.metOrder.filter((m) => m !== null).length,
    capped: v.capped,
  };
}
