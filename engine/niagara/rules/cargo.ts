import { GEM_COUNT } from '../material/gems';
import { SLOTS } from '../material/river';
import type { NiagaraOptions } from '../options';

/**
 * Cargo blocks (spec §6.2), encoded as one small integer so a whole canoe plan packs into a number:
 * NONE = -1, load gem g = g (0..4), UNLOAD = 5, swap (unload, then load a different gem g) = 6 + g.
 */
export const NONE = -1;
export const UNLOAD = 5;
export const SWAP0 = 6;
const LOAD_COST = 2;
const UNLOAD_COST = 2;

export const cargoCost = (c: number): number => (c === NONE ? 0 : c < SWAP0 ? 2 : LOAD_COST + UNLOAD_COST);

/** Cave by slot for each `pinkCaves` choice (§12.1): pink stays only on the chosen arm(s). */
const CAVES_BY_PINK: Record<NiagaraOptions['pinkCaves'], readonly number[]> = {
  both: SLOTS.map((s) => s.cave),
  left: SLOTS.map((s) => (s.id === 'R7' ? -1 : s.cave)),
  right: SLOTS.map((s) => (s.id === 'L7' ? -1 : s.cave)),
};

/** The cave reachable from a slot, or -1 (none, the bank, or lost). */
export function caveAt(o: NiagaraOptions, pos: number): number {
  return pos >= 0 ? CAVES_BY_PINK[o.pinkCaves][pos]! : -1;
}

/**
 * Push every cargo block costing exactly `points` (2 or 4; 0 pushes NONE) that a canoe carrying `gem` (-1: empty) can
 * do at `cave`, given cave contents `caves` (flat cave*5+gem).
 */
export function cargoOptions(o: NiagaraOptions, caves: readonly number[], cave: number, gem: number, points: number, out: number[]): void {
  if (points === 0) {
    out.push(NONE);
    return;
  }
  if (cave < 0) return;
  const base = cave * GEM_COUNT;
  if (gem < 0) {
    if (points !== LOAD_COST) return;
    for (let g = 0; g < GEM_COUNT; g++) if (caves[base + g]! > 0) out.push(g);
    return;
  }
  if (!o.unloadAnyCave && gem !== cave) return;
  if (points === UNLOAD_COST) out.push(UNLOAD);
  else if (points === UNLOAD_COST + LOAD_COST) {
    // The loaded gem must differ from the unloaded one, so the unload does not change what can be picked.
    for (let g = 0; g < GEM_COUNT; g++) if (g !== gem && caves[base + g]! > 0) out.push(SWAP0 + g);
  }
}

/** Every cargo block (any cost) possible here, NONE first. */
export function allCargoOptions(o: NiagaraOptions, caves: readonly number[], cave: number, gem: number, out: number[]): void {
  out.push(NONE);
  cargoOptions(o, caves, cave, gem, 2, out);
  if (gem >= 0) cargoOptions(o, caves, cave, gem, 4, out);
}

/** The gem carried after block `c` (canoe carried `gem`). */
export const gemAfter = (c: number, gem: number): number => (c === NONE ? gem : c === UNLOAD ? -1 : c < UNLOAD ? c : c - SWAP0);
