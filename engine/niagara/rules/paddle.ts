import type { Seat } from '../../core/types';
import { canoeId } from '../material/colours';
import { GEM_COLOURS, GEM_COUNT } from '../material/gems';
import { BANK, BANK_DOWN, FALLS_L, FALLS_R, LOST, SLOTS, destinationId, positionId, type DestinationId, type PositionId } from '../material/river';
import type { NiagaraOptions } from '../options';
import type { NiagaraEvent } from '../events';
import { crewOfCanoe, seatOfCrew, type NiagaraState } from '../state';
import { NONE, SWAP0, UNLOAD, allCargoOptions, cargoCost, cargoOptions, caveAt, gemAfter } from './cargo';
import { noteLanding } from './victory';

/**
 * One canoe's whole move for one card (spec §6.2–§6.4), packed into an integer "plan":
 * canoe | before cargo | destination | steal victim | after cargo. Destination = the canoe's own slot for a cargo-only
 * turn, BANK for a landing, FALLS_L/FALLS_R for a deliberate plunge (option), else a slot.
 */
export const planKey = (canoe: number, before: number, to: number, steal: number, after: number): number =>
  canoe | ((before + 1) << 4) | ((to + 4) << 8) | ((steal + 1) << 12) | ((after + 1) << 16);

export interface Plan {
  canoe: number;
  before: number;
  to: number;
  steal: number;
  after: number;
}

export const decodePlan = (k: number): Plan => ({
  canoe: k & 15,
  before: ((k >> 4) & 15) - 1,
  to: ((k >> 8) & 15) - 4,
  steal: ((k >> 12) & 15) - 1,
  after: ((k >> 16) & 15) - 1,
});

// Scratch lists reused by the enumeration (it is not re-entrant): cargo options before the move and after it.
const beforeScratch: number[] = [];
const afterScratch: number[] = [];

/** The enumeration's fixed inputs for one canoe and one before-block, passed to the helpers without closures. */
interface Ctx {
  s: NiagaraState;
  o: NiagaraOptions;
  canoe: number;
  seat: Seat;
  before: number;
  /** Gem carried after the before-block (-1: empty). */
  gem: number;
  /** An after-move block is allowed (no before-block, or option `cargoBlocks: 'beforeAndAfter'`). */
  afterOk: boolean;
  /** Points left after the before-block. */
  points: number;
  out: number[];
}

/**
 * A destination reached with `rem` points left: those must pay an after-move cargo block exactly. The destination cave
 * is never the start cave (the blue/pink piers of the two arms are never on one straight path), so the before-block
 * has not changed it.
 */
function emit(x: Ctx, dest: number, rem: number, upstream: boolean): void {
  const { s, o, canoe, before, out } = x;
  const dcave = caveAt(o, dest);
  if (rem === 0) out.push(planKey(canoe, before, dest, -1, NONE));
  else if (x.afterOk && rem <= 4) {
    afterScratch.length = 0;
    cargoOptions(o, s.caves, dcave, x.gem, rem, afterScratch);
    for (let i = 0; i < afterScratch.length; i++) out.push(planKey(canoe, before, dest, -1, afterScratch[i]!));
  }
  // §6.4: moved upstream, empty while moving, ended on a disc with an opponent's loaded canoe: may steal.
  if (!upstream || x.gem >= 0) return;
  const pos = s.canoePos;
  for (let j = 0; j < pos.length; j++) {
    if (pos[j] !== dest || s.canoeGem[j]! < 0 || (j >> 1) % s.players === x.seat) continue;
    if (rem === 0) out.push(planKey(canoe, before, dest, j, NONE));
    else if (x.afterOk && o.cargoAfterSteal && rem <= 4) {
      afterScratch.length = 0;
      cargoOptions(o, s.caves, dcave, s.canoeGem[j]!, rem, afterScratch);
      for (let i = 0; i < afterScratch.length; i++) out.push(planKey(canoe, before, dest, j, afterScratch[i]!));
    }
  }
}

/** Downstream from `from` having used `m` movement points: every slot on the way (both arms at the fork). */
function walkDown(x: Ctx, from: number, m: number): void {
  const next = from === BANK ? BANK_DOWN_LIST : SLOTS[from]!.down;
  for (let i = 0; i < next.length; i++) {
    const n = next[i]!;
    if (n === FALLS_L || n === FALLS_R) {
      if (x.o.paddleOverFalls) x.out.push(planKey(x.canoe, x.before, n, -1, NONE));
      continue;
    }
    const rem = x.points - m - 1;
    emit(x, n, rem, false);
    if (rem > 0) walkDown(x, n, m + 1);
  }
}

const BANK_DOWN_LIST: readonly number[] = [BANK_DOWN];

/**
 * Push every legal plan of `canoe` for a card worth `points` (all points spent exactly, except on landing or a plunge).
 * `launchAllowed`: no canoe of this crew has launched yet this round (§6.1: one launch per round).
 */
export function enumeratePlans(s: NiagaraState, canoe: number, points: number, launchAllowed: boolean, out: number[]): void {
  const o = s.options;
  const pos = s.canoePos[canoe]!;
  if (pos === LOST) return;
  const gem = s.canoeGem[canoe]!;
  const befores = beforeScratch;
  befores.length = 0;
  if (pos >= 0) allCargoOptions(o, s.caves, caveAt(o, pos), gem, befores);
  else befores.push(NONE);
  const nb = befores.length;
  const x: Ctx = { s, o, canoe, seat: seatOfCrew(s, crewOfCanoe(canoe)), before: NONE, gem, afterOk: true, points, out };
  for (let bi = 0; bi < nb; bi++) {
    const b = befores[bi]!;
    const r = points - cargoCost(b);
    if (r < 0) continue;
    if (r === 0) {
      // The card is spent on cargo alone: a zero-movement turn (§12.4).
      if (b !== NONE && o.cargoOnlyTurn) out.push(planKey(canoe, b, pos, -1, NONE));
      continue;
    }
    x.before = b;
    x.gem = gemAfter(b, gem);
    x.afterOk = b === NONE || o.cargoBlocks === 'beforeAndAfter';
    x.points = r;
    // Upstream (never from the bank): a landing ends the move, leftover points are lost (§6.2).
    if (pos >= 0) {
      let cur = pos;
      for (let m = 1; m <= r; m++) {
        cur = SLOTS[cur]!.up;
        if (cur === BANK) {
          out.push(planKey(canoe, b, BANK, -1, NONE));
          break;
        }
        emit(x, cur, r - m, true);
      }
    }
    // Downstream: a launch from the bank, or on from a slot, choosing an arm at the fork.
    if (pos >= 0 || launchAllowed) walkDown(x, pos, 0);
  }
}

/** The path from `from` to `to` (both included) and whether it goes upstream. Assumes the plan is legal. */
function pathOf(from: number, to: number): { path: number[]; upstream: boolean } {
  if (from === to) return { path: [from], upstream: false };
  // Upstream if `to` is found by walking up from `from`.
  if (from >= 0) {
    const up = [from];
    let cur = from;
    while (cur >= 0) {
      cur = SLOTS[cur]!.up;
      up.push(cur);
      if (cur === to) return { path: up, upstream: true };
    }
  }
  // Downstream: walk down; at the fork take the arm that leads to `to`.
  const targetArm = to === FALLS_L ? 'L' : to === FALLS_R ? 'R' : to >= 0 ? SLOTS[to]!.arm : null;
  const down = [from];
  let cur = from;
  while (cur !== to) {
    const next = cur === BANK ? [BANK_DOWN] : SLOTS[cur]!.down;
    let pick = next[0]!;
    if (next.length > 1) for (const n of next) if (SLOTS[n]!.arm === targetArm) pick = n;
    cur = pick;
    down.push(cur);
    if (down.length > 12) throw new Error('niagara: no downstream path'); // unreachable for legal plans
  }
  return { path: down, upstream: false };
}

const posName = (p: number): PositionId | DestinationId => (p === FALLS_L || p === FALLS_R ? destinationId(p) : positionId(p));

function doCargo(s: NiagaraState, canoe: number, c: number, seat: Seat, ev: NiagaraEvent[]): void {
  if (c === NONE) return;
  const cave = caveAt(s.options, s.canoePos[canoe]!);
  const id = canoeId(canoe);
  if (c === UNLOAD || c >= SWAP0) {
    const g = s.canoeGem[canoe]!;
    s.caves[cave * GEM_COUNT + g]!++;
    s.canoeGem[canoe] = -1;
    ev.push({ type: 'gemUnloaded', seat, canoe: id, gem: GEM_COLOURS[g]!, cave: GEM_COLOURS[cave]! });
  }
  if (c !== UNLOAD) {
    const g = c >= SWAP0 ? c - SWAP0 : c;
    s.caves[cave * GEM_COUNT + g]!--;
    s.canoeGem[canoe] = g;
    ev.push({ type: 'gemLoaded', seat, canoe: id, gem: GEM_COLOURS[g]!, cave: GEM_COLOURS[cave]! });
  }
}

/** A canoe lost over the falls: its gem goes back to the cave of its own colour (§7.5). */
export function loseCanoe(s: NiagaraState, canoe: number, from: number, ev: NiagaraEvent[]): void {
  const g = s.canoeGem[canoe]!;
  if (g >= 0) {
    s.caves[g * GEM_COUNT + g]!++;
    s.canoeGem[canoe] = -1;
  }
  s.canoePos[canoe] = LOST;
  ev.push({ type: 'canoeFell', seat: seatOfCrew(s, crewOfCanoe(canoe)), canoe: canoeId(canoe), from: posName(from), gem: g >= 0 ? GEM_COLOURS[g]! : null });
}

/** Carry out a legal plan on a private copy. Returns true if the canoe launched from the bank. */
export function applyPlan(s: NiagaraState, p: Plan, points: number, ev: NiagaraEvent[]): boolean {
  const { canoe } = p;
  const seat = seatOfCrew(s, crewOfCanoe(canoe));
  const id = canoeId(canoe);
  const from = s.canoePos[canoe]!;
  doCargo(s, canoe, p.before, seat, ev);
  const { path, upstream } = pathOf(from, p.to);
  const moved = path.length - 1;
  const launched = from === BANK && moved > 0;
  if (moved > 0) {
    ev.push({ type: 'canoeMoved', seat, canoe: id, direction: upstream ? 'up' : 'down', path: path.map(posName), launched });
  }
  const lost = points - cargoCost(p.before) - moved;
  if (p.to === BANK && moved > 0) {
    // Landing: the gem (if any) goes to the scoring reserve for free (§6.3).
    const g = s.canoeGem[canoe]!;
    s.canoePos[canoe] = BANK;
    if (g >= 0) {
      s.canoeGem[canoe] = -1;
      s.reserve[seat * GEM_COUNT + g]!++;
      ev.push({ type: 'gemLanded', seat, canoe: id, gem: GEM_COLOURS[g]!, pointsLost: lost });
      noteLanding(s, seat, ev);
    } else ev.push({ type: 'canoeLanded', seat, canoe: id, pointsLost: lost });
    return launched;
  }
  if (p.to === FALLS_L || p.to === FALLS_R) {
    loseCanoe(s, canoe, p.to, ev);
    return launched;
  }
  if (p.to !== from) s.canoePos[canoe] = p.to;
  if (p.steal >= 0) {
    const g = s.canoeGem[p.steal]!;
    const gems = s.canoeGem;
    gems[p.steal] = -1;
    gems[canoe] = g;
    ev.push({ type: 'gemStolen', seat, canoe: id, from: canoeId(p.steal), fromSeat: seatOfCrew(s, crewOfCanoe(p.steal)), gem: GEM_COLOURS[g]! });
  }
  doCargo(s, canoe, p.after, seat, ev);
  return launched;
}
