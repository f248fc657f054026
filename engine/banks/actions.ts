import { RuleError } from '../core/errors';
import { quote } from '../core/clip';
import { describe } from '../core/options';
import type { Tables } from './material/compile';

/**
 * Actions: small readable JSON objects. Fields, kinds and market rows are named by their data ids ('W5-1', 'flax',
 * 'M2'); colours are seat numbers; market positions are 1-based (1 = top).
 */
export type BanksAction =
  | { type: 'startBid'; markers: number } // §13.2: secret bid for the pillar
  | { type: 'payBid'; kind: string } // §13.2: one bid marker into the boat
  | { type: 'placeDesert'; field: string } // §4.2.3 starting desert card, or a desert event's field (§9)
  | { type: 'openBoat'; kinds: [string, string] } // §4.2.6.1
  | { type: 'placeWater'; pile: number; field: string; inner: number } // §6: top card of pile 0|1, the end facing the Nile
  | { type: 'openSow'; kind: string; field: string; ripe: boolean } // §4.2.6.3
  | { type: 'removeWater'; field: string } // §5.1 ebb
  | { type: 'rot'; row: string; picks: number[] } // §9 rot: the row and the positions that rot
  | { type: 'hippoBid'; markers: number } // §13.1
  | { type: 'payHippo'; kind: string } // §13.1: the winner's hand markers into the boat
  | { type: 'sow'; kind: string; field: string }
  | { type: 'grow'; field: string }
  | { type: 'harvest'; field: string; row: string }
  | { type: 'buySeed'; colour: number; kind: string }
  | { type: 'buyJoker' }
  | { type: 'useJoker' }
  | { type: 'heal'; row: string; pos: number } // §13.4
  | { type: 'endTurn' };

export type ActionType = BanksAction['type'];

/** The action with ids turned into indices (field, kind, market row, positions 0-based). */
export type Parsed =
  | { type: 'startBid' | 'hippoBid'; markers: number }
  | { type: 'payBid' | 'payHippo'; kind: number }
  | { type: 'placeDesert' | 'removeWater'; field: number }
  | { type: 'grow'; field: number }
  | { type: 'openBoat'; kinds: [number, number] }
  | { type: 'placeWater'; pile: number; field: number; inner: number }
  | { type: 'openSow'; kind: number; field: number; ripe: boolean }
  | { type: 'rot'; row: number; picks: number[] }
  | { type: 'sow'; kind: number; field: number }
  | { type: 'harvest'; field: number; row: number }
  | { type: 'buySeed'; colour: number; kind: number }
  | { type: 'heal'; row: number; pos: number }
  | { type: 'buyJoker' | 'useJoker' | 'endTurn' };

const KEYS: Record<ActionType, readonly string[]> = {
  startBid: ['markers'],
  payBid: ['kind'],
  placeDesert: ['field'],
  openBoat: ['kinds'],
  placeWater: ['pile', 'field', 'inner'],
  openSow: ['kind', 'field', 'ripe'],
  removeWater: ['field'],
  rot: ['row', 'picks'],
  hippoBid: ['markers'],
  payHippo: ['kind'],
  sow: ['kind', 'field'],
  grow: ['field'],
  harvest: ['field', 'row'],
  buySeed: ['colour', 'kind'],
  buyJoker: [],
  useJoker: [],
  heal: ['row', 'pos'],
  endTurn: [],
};

const bad = (msg: string): RuleError => new RuleError('MALFORMED_ACTION', msg);

/** Validate an untrusted action (shape, known ids, no extra fields); throws MALFORMED_ACTION. */
export function parseAction(a: unknown, t: Tables): Parsed {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) throw bad(`an action must be an object, got ${describe(a)}`);
  const o = a as Record<string, unknown>;
  const type = o.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(KEYS, type)) {
    throw bad(`unknown action type ${describe(type)} (known: ${Object.keys(KEYS).join(', ')})`);
  }
  const keys = KEYS[type as ActionType];
  for (const k of Object.keys(o)) if (k !== 'type' && !keys.includes(k)) throw bad(`${type}: unexpected field ${quote(k)}`);
  const field = (): number => {
    const v = o.field;
    const f = typeof v === 'string' ? t.fieldIndex.get(v) : undefined;
    if (f === undefined) throw bad(`${type}: field must be a field id like "${t.fieldIds[0]}", got ${describe(v)}`);
    return f;
  };
  const kindOf = (v: unknown, what = 'kind'): number => {
    const k = typeof v === 'string' ? t.kindIndex.get(v) : undefined;
    if (k === undefined) throw bad(`${type}: ${what} must be one of ${t.kindIds.join(', ')}, got ${describe(v)}`);
    return k;
  };
  const row = (): number => {
    const v = o.row;
    const r = typeof v === 'string' ? t.marketIndex.get(v) : undefined;
    if (r === undefined) throw bad(`${type}: row must be a market row (${t.marketIds.join(', ')}), got ${describe(v)}`);
    return r;
  };
  const int = (name: string, min: number, max: number): number => {
    const v = o[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw bad(`${type}: ${name} must be a whole number from ${min} to ${max}, got ${describe(v)}`);
    return v;
  };
  switch (type as ActionType) {
    case 'startBid':
    case 'hippoBid':
      return { type: type as 'startBid', markers: int('markers', 0, 999) };
    case 'payBid':
    case 'payHippo':
      return { type: type as 'payBid', kind: kindOf(o.kind) };
    case 'placeDesert':
    case 'removeWater':
      return { type: type as 'placeDesert', field: field() };
    case 'grow':
      return { type: 'grow', field: field() };
    case 'openBoat': {
      const ks = o.kinds;
      if (!Array.isArray(ks) || ks.length !== 2) throw bad(`openBoat: kinds must be a list of two kinds, got ${describe(ks)}`);
      return { type: 'openBoat', kinds: [kindOf(ks[0], 'kinds[0]'), kindOf(ks[1], 'kinds[1]')] };
    }
    case 'placeWater':
      return { type: 'placeWater', pile: int('pile', 0, 1), field: field(), inner: int('inner', 0, 2) };
    case 'openSow': {
      if (typeof o.ripe !== 'boolean') throw bad(`openSow: ripe must be true or false, got ${describe(o.ripe)}`);
      return { type: 'openSow', kind: kindOf(o.kind), field: field(), ripe: o.ripe };
    }
    case 'rot': {
      const r = row();
      const p = o.picks;
      if (!Array.isArray(p) || p.length > 2) throw bad(`rot: picks must be a list of at most two positions, got ${describe(p)}`);
      const picks = p.map((x, i) => {
        if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > t.cap[r]!) throw bad(`rot: picks[${i}] must be a position from 1 to ${t.cap[r]}, got ${describe(x)}`);
        return x - 1;
      });
      if (picks.length === 2 && picks[0] === picks[1]) throw bad('rot: picks must be two different positions');
      return { type: 'rot', row: r, picks };
    }
    case 'sow':
      return { type: 'sow', kind: kindOf(o.kind), field: field() };
    case 'harvest':
      return { type: 'harvest', field: field(), row: row() };
    case 'buySeed':
      return { type: 'buySeed', colour: int('colour', 0, 4), kind: kindOf(o.kind) };
    case 'heal': {
      const r = row();
      return { type: 'heal', row: r, pos: int('pos', 1, t.cap[r]!) - 1 };
    }
    case 'buyJoker':
    case 'useJoker':
    case 'endTurn':
      return { type: type as 'endTurn' };
  }
}
