/**
 * Scenario builder and readers for the Niagara rule tests.
 *
 * `scenario({...})` starts from a real `niagara.setup` (options validated, the engine's own RNG), places canoes, gems
 * and reserves exactly as asked, taking every gem from its own cave so the 35 gems stay conserved, and (with `card`)
 * goes straight to phase 2 with that colour's card revealed: the state is then waiting for that colour's decision.
 */
import { actAllOn, actOn, eventsOf, rejectsOn, ruleError, type Step as SharedStep } from '../support';
export { ruleError };
import { RuleError, type RuleErrorCode } from '../../../engine/core/errors';
import type { Seat } from '../../../engine/core/types';
import { niagara, type NiagaraAction, type NiagaraEvent, type NiagaraState } from '../../../engine/niagara';
import { cardIndex, type CardId } from '../../../engine/niagara/material/cards';
import { CANOE_INDEX, CREW_INDEX } from '../../../engine/niagara/material/colours';
import { GEM_COLOURS, GEM_COUNT, GEM_INDEX, type GemColour } from '../../../engine/niagara/material/gems';
import { BANK, LOST, SLOT_INDEX } from '../../../engine/niagara/material/river';
import type { NiagaraOptions } from '../../../engine/niagara/options';
import { startResolve } from '../../../engine/niagara/rules/round';

export type Where = 'bank' | 'lost' | 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'L6' | 'L7' | 'R6' | 'R7';

export interface ScenarioSpec {
  players?: number;
  seed?: string;
  options?: Partial<NiagaraOptions>;
  /** Canoes by name, e.g. {red1: 'T3', green2: ['R6', 'pink']}: position, and the gem it carries. */
  canoes?: Record<string, Where | [Where, GemColour]>;
  /** Landed gems per seat, e.g. [{violet: 3}]. */
  reserves?: Partial<Record<GemColour, number>>[];
  /** Caves to empty after the other placements; their gems go to a spare pile (see `spare`). */
  emptyCaves?: GemColour[];
  weather?: number;
  /** Arm for the next disc at the fork: 'L' or 'R'. */
  nextArm?: 'L' | 'R';
  /** Go to phase 2: this card is revealed for `colour` (default red), which must now decide. */
  card?: CardId;
  colour?: string;
  /** Cards the other colours have face down this round (default 6, so the river speed is known). */
  others?: CardId;
}

/** Gems taken out of the game by `emptyCaves` (per colour), so conservation checks can add them back. */
export const spare = new WeakMap<NiagaraState, number[]>();

export function scenario(spec: ScenarioSpec = {}): NiagaraState {
  const players = spec.players ?? 3;
  const s = structuredClone(niagara.setup({ players, seed: spec.seed ?? 'scenario', options: { firstPlayer: 0, ...spec.options } }));
  const takeFromCave = (g: number) => {
    if (s.caves[g * GEM_COUNT + g]! <= 0) throw new Error(`scenario: no ${GEM_COLOURS[g]} gem left`);
    s.caves[g * GEM_COUNT + g]!--;
  };
  for (const [name, v] of Object.entries(spec.canoes ?? {})) {
    const j = CANOE_INDEX[name];
    if (j === undefined || j >= s.canoePos.length) throw new Error(`scenario: no canoe ${name}`);
    const [at, gem] = Array.isArray(v) ? v : [v, undefined];
    s.canoePos[j] = at === 'bank' ? BANK : at === 'lost' ? LOST : SLOT_INDEX[at]!;
    if (gem) {
      const g = GEM_INDEX[gem]!;
      takeFromCave(g);
      s.canoeGem[j] = g;
    }
  }
  (spec.reserves ?? []).forEach((r, p) => {
    for (const [gem, n] of Object.entries(r)) {
      for (let i = 0; i < (n ?? 0); i++) {
        takeFromCave(GEM_INDEX[gem]!);
        s.reserve[p * GEM_COUNT + GEM_INDEX[gem]!]!++;
      }
    }
  });
  const out = new Array<number>(GEM_COUNT).fill(0);
  for (const c of spec.emptyCaves ?? []) {
    const ci = GEM_INDEX[c]!;
    for (let g = 0; g < GEM_COUNT; g++) {
      out[g]! += s.caves[ci * GEM_COUNT + g]!;
      s.caves[ci * GEM_COUNT + g] = 0;
    }
  }
  if (spec.weather !== undefined) s.weather = spec.weather;
  if (spec.nextArm) s.forkNext = spec.nextArm === 'L' ? 0 : 1;
  if (spec.card !== undefined) {
    const crew = CREW_INDEX[spec.colour ?? 'red']!;
    s.startCrew = crew;
    for (let c = 0; c < s.crews; c++) {
      const card = cardIndex(c === crew ? spec.card : spec.others ?? 6);
      s.chosen[c] = card;
      s.hands[c] = s.hands[c]! & ~(1 << card);
    }
    startResolve(s, []);
  }
  spare.set(s, out);
  return s;
}

export type Step = SharedStep<NiagaraState, NiagaraEvent>;

/** Apply an action, checking that the input state is left untouched. */
export function act(state: NiagaraState, seat: Seat, action: NiagaraAction | Record<string, unknown>): Step {
  return actOn(niagara, state, seat, action);
}

/** The seat that must act now (phase 2: exactly one). */
export const actor = (s: NiagaraState): Seat => niagara.toAct(s)[0]!;

/** Apply actions one after another by whoever is to act. */
export function actAll(state: NiagaraState, actions: (NiagaraAction | Record<string, unknown>)[]): Step {
  return actAllOn(niagara, state, actions, actor);
}

/** Legal paddles as compact strings: "red1 [before] to [steal] [after]", sorted. */
export function paddles(s: NiagaraState, canoe?: string): string[] {
  return niagara
    .legalActions(s, actor(s))
    .filter((a): a is Extract<NiagaraAction, { type: 'paddle' }> => a.type === 'paddle' && (!canoe || a.canoe === canoe))
    .map(paddleKey)
    .sort();
}

const cargoKey = (c: { op: string; gem?: string } | undefined): string => (c ? (c.gem ? `${c.op}:${c.gem}` : c.op) : '');

export function paddleKey(a: Extract<NiagaraAction, { type: 'paddle' }>): string {
  return [a.canoe, a.before ? `(${cargoKey(a.before)})` : '', a.to, a.steal ? `steal:${a.steal}` : '', a.after ? `(${cargoKey(a.after)})` : '']
    .filter(Boolean)
    .join(' ');
}

/** Parse the compact form back into an action (for applying what `paddles` listed). */
export function paddle(key: string): NiagaraAction {
  const parts = key.split(' ');
  const canoe = parts.shift()!;
  const cargo = (p: string) => {
    const [op, gem] = p.slice(1, -1).split(':');
    return gem ? { op, gem } : { op };
  };
  const a: Record<string, unknown> = { type: 'paddle', canoe };
  if (parts[0]!.startsWith('(')) a.before = cargo(parts.shift()!);
  a.to = parts.shift();
  if (parts[0]?.startsWith('steal:')) a.steal = parts.shift()!.slice(6);
  if (parts[0]?.startsWith('(')) a.after = cargo(parts.shift()!);
  return a as unknown as NiagaraAction;
}

export const typesOf = (s: NiagaraState, seat: Seat = actor(s)): string[] => [...new Set(niagara.legalActions(s, seat).map((a) => a.type))].sort();

export const at = (s: NiagaraState, canoe: string): Where => {
  const p = s.canoePos[CANOE_INDEX[canoe]!]!;
  return (p === BANK ? 'bank' : p === LOST ? 'lost' : Object.keys(SLOT_INDEX).find((k) => SLOT_INDEX[k] === p)) as Where;
};
export const gemOf = (s: NiagaraState, canoe: string): GemColour | null => {
  const g = s.canoeGem[CANOE_INDEX[canoe]!]!;
  return g >= 0 ? GEM_COLOURS[g]! : null;
};
export const cave = (s: NiagaraState, c: GemColour): Record<string, number> => {
  const ci = GEM_INDEX[c]!;
  const out: Record<string, number> = {};
  for (let g = 0; g < GEM_COUNT; g++) if (s.caves[ci * GEM_COUNT + g]! > 0) out[GEM_COLOURS[g]!] = s.caves[ci * GEM_COUNT + g]!;
  return out;
};
export const reserveOf = (s: NiagaraState, seat: Seat): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let g = 0; g < GEM_COUNT; g++) if (s.reserve[seat * GEM_COUNT + g]! > 0) out[GEM_COLOURS[g]!] = s.reserve[seat * GEM_COUNT + g]!;
  return out;
};

/** Gems of each colour across caves, canoes, reserves (plus `extra`, e.g. a scenario's spare pile): always 7 each. */
export function gemTotals(s: NiagaraState, extra?: number[]): number[] {
  const t = (extra ?? new Array<number>(GEM_COUNT).fill(0)).slice();
  for (let i = 0; i < s.caves.length; i++) t[i % GEM_COUNT]! += s.caves[i]!;
  for (const g of s.canoeGem) if (g >= 0) t[g]!++;
  for (let i = 0; i < s.reserve.length; i++) t[i % GEM_COUNT]! += s.reserve[i]!;
  return t;
}

export { eventsOf };

/** apply must throw `code` and leave the state deep-equal to a copy taken before. */
export function rejects(state: NiagaraState, seat: Seat, action: unknown, code: RuleErrorCode): RuleError {
  return rejectsOn(niagara, state, seat, action, code);
}
