import { randInt, type RngState } from '../../core/rng';
import type { StallTable } from '../material/compile';
import type { ClosingRule } from '../material/schema';

/**
 * Stall closing predicates (spec §5.2), one per rule name of the data set. `spaces` are the occupied space indices
 * of the stall, `pieces` the piece codes on them (seat * 2 + collector). A `die` rule rolls from the state's RNG and
 * reports the roll through `onRoll`, so it must be evaluated exactly once per check.
 */
export interface ClosingContext {
  table: StallTable;
  spaces: readonly number[];
  pieces: readonly number[];
  rng: RngState;
  onRoll: (roll: number, pieces: number) => void;
}

const cellKey = (row: number, col: number): number => row * 64 + col;

function occupiedCells(c: ClosingContext): Set<number> {
  const set = new Set<number>();
  for (const sp of c.spaces) set.add(cellKey(c.table.rows[sp]!, c.table.cols[sp]!));
  return set;
}

/** `n` occupied cells in a row starting at some occupied cell, stepping (dr, dc). */
function run(c: ClosingContext, n: number, steps: [number, number][]): boolean {
  const cells = occupiedCells(c);
  for (const sp of c.spaces) {
    const r = c.table.rows[sp]!, col = c.table.cols[sp]!;
    for (const [dr, dc] of steps) {
      let k = 1;
      while (k < n && cells.has(cellKey(r + dr * k, col + dc * k))) k++;
      if (k >= n) return true;
    }
  }
  return false;
}

export function closes(rule: ClosingRule, c: ClosingContext): boolean {
  switch (rule.rule) {
    case 'count':
      return c.spaces.length >= rule.n;
    case 'colours': {
      // Distinct piece codes: in 2p a Collector's colour counts apart from the servants' (seed, Gizeh right stall).
      const seen: number[] = [];
      for (const p of c.pieces) if (!seen.includes(p)) seen.push(p);
      return seen.length >= rule.n;
    }
    case 'line':
      return run(c, rule.n, [[0, 1]]);
    case 'diagonal':
      return run(c, rule.n, [[1, 1], [1, -1]]);
    case 'sumAbove': {
      let sum = 0;
      for (const sp of c.spaces) sum += c.table.values[sp]!;
      return sum > rule.total;
    }
    case 'spaceTaken':
      return c.spaces.includes(rule.space);
    case 'die': {
      const roll = 1 + randInt(c.rng, rule.sides);
      c.onRoll(roll, c.spaces.length);
      return roll === c.spaces.length;
    }
    case 'any':
      for (const r of rule.of) if (closes(r, c)) return true;
      return false;
  }
}
