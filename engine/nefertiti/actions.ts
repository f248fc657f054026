import { RuleError } from '../core/errors';
import { quote } from '../core/clip';
import { describe } from '../core/options';
import type { Tables } from './material/compile';

/**
 * Nefertiti actions: small JSON objects. Markets are named by id ("gizeh", …, "memphis"), spaces and card slots by
 * index (slot 0 = the upper, sealed card; 1.. the lower cards left to right), cards and gift types by id.
 */
export type NefertitiAction =
  | { type: 'character'; character: string }
  | { type: 'place'; market: string; space: number }
  | { type: 'closeMarket'; market: string }
  | { type: 'pass' }
  | { type: 'placeCollector'; market: string; space: number }
  | { type: 'skipCollector' }
  | { type: 'takeGifts'; slots: number[] }
  | { type: 'buy'; slots: number[] }
  | { type: 'takeHalf' }
  | { type: 'collectDeben' }
  | { type: 'collectGift'; slot: number }
  | { type: 'spread'; market: string }
  | { type: 'wanderingThiefSwap'; market: string; slot: number }
  | { type: 'chooseType'; giftType: string }
  | { type: 'select'; card: string }
  | { type: 'selectDone' }
  | { type: 'discard'; card: string }
  | { type: 'discardDone' }
  | { type: 'steal'; market: string; slot: number }
  | { type: 'exchangeTake'; from: number | 'neutral'; card: string }
  | { type: 'exchangeGive'; card: string }
  | { type: 'tradeTake'; market: string; slot: number }
  | { type: 'tradeGive'; card: string }
  | { type: 'skip' }
  | { type: 'oracleSwap'; give: string; take: string }
  | { type: 'oracleDone' }
  | { type: 'oracleOrder'; card: string }
  | { type: 'beggarCoin' }
  | { type: 'beggarFlip'; slot: number };

export type ActionType = NefertitiAction['type'];

type FieldKind = 'loc' | 'market' | 'int' | 'slots' | 'card' | 'cardOrAkh' | 'type' | 'character' | 'from';

/** The fields of each action type and what they must hold. */
const FIELDS: Record<ActionType, Record<string, FieldKind>> = {
  character: { character: 'character' },
  place: { market: 'loc', space: 'int' },
  closeMarket: { market: 'market' },
  pass: {},
  placeCollector: { market: 'loc', space: 'int' },
  skipCollector: {},
  takeGifts: { slots: 'slots' },
  buy: { slots: 'slots' },
  takeHalf: {},
  collectDeben: {},
  collectGift: { slot: 'int' },
  spread: { market: 'loc' },
  wanderingThiefSwap: { market: 'market', slot: 'int' },
  chooseType: { giftType: 'type' },
  select: { card: 'card' },
  selectDone: {},
  discard: { card: 'card' },
  discardDone: {},
  steal: { market: 'market', slot: 'int' },
  exchangeTake: { from: 'from', card: 'card' },
  exchangeGive: { card: 'card' },
  tradeTake: { market: 'market', slot: 'int' },
  tradeGive: { card: 'card' },
  skip: {},
  oracleSwap: { give: 'card', take: 'card' },
  oracleDone: {},
  oracleOrder: { card: 'cardOrAkh' },
  beggarCoin: {},
  beggarFlip: { slot: 'int' },
};

const ACTION_TYPES = Object.keys(FIELDS) as ActionType[];
/** The same, as lists (the parser runs on every apply). */
const FIELD_LIST = Object.fromEntries(ACTION_TYPES.map((t) => [t, Object.entries(FIELDS[t])])) as Record<ActionType, [string, FieldKind][]>;

const malformed = (msg: string): RuleError => new RuleError('MALFORMED_ACTION', msg);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 64;

/**
 * Validate the shape of an untrusted action (network, file, bot) and return a normalised copy (slot lists sorted).
 * Unknown types, fields, ids or non-integer indices are MALFORMED; whether it is allowed now is checked elsewhere.
 */
export function parseAction(a: unknown, t: Tables): NefertitiAction {
  if (!isObj(a)) throw malformed(`an action must be an object, got ${describe(a)}`);
  const type = a.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, type)) {
    throw malformed(`unknown action type ${describe(type)} (Nefertiti actions: ${ACTION_TYPES.join(', ')})`);
  }
  const fields = FIELDS[type as ActionType];
  for (const k in a) if (k !== 'type' && !Object.prototype.hasOwnProperty.call(fields, k)) throw malformed(`${type}: unknown field ${quote(k)}`);
  const out: Record<string, unknown> = { type };
  for (const [k, kind] of FIELD_LIST[type as ActionType]) {
    const v = a[k];
    if (v === undefined) throw malformed(`${type}: field "${k}" is missing`);
    const bad = (what: string) => malformed(`${type}: "${k}" must be ${what}, got ${describe(v)}`);
    switch (kind) {
      case 'loc':
        if (typeof v !== 'string' || !t.locIndex.has(v)) throw bad(`a market id (${t.locIds.join(', ')})`);
        break;
      case 'market':
        if (typeof v !== 'string' || !t.locIndex.has(v) || v === 'memphis') throw bad(`a market id (${t.locIds.slice(0, -1).join(', ')})`);
        break;
      case 'int':
        if (!isIndex(v)) throw bad('a whole number from 0 to 63');
        break;
      case 'slots': {
        if (!Array.isArray(v) || v.length < 1 || v.length > 8 || !v.every(isIndex)) throw bad('a list of 1 to 8 slot numbers');
        const sorted = (v as number[]).slice().sort((x, y) => x - y);
        for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) throw bad('distinct slot numbers');
        out[k] = sorted;
        continue;
      }
      case 'card':
        if (typeof v !== 'string' || !t.cardIndex.has(v)) throw bad('a gift card id');
        break;
      case 'cardOrAkh':
        if (typeof v !== 'string' || (!t.cardIndex.has(v) && v !== 'akhenaton')) throw bad('a gift card id or "akhenaton"');
        break;
      case 'type':
        if (typeof v !== 'string' || !t.typeIndex.has(v)) throw bad(`a gift type (${t.typeIds.join(', ')})`);
        break;
      case 'character':
        if (typeof v !== 'string' || !t.charIndex.has(v)) throw bad(`a character id (${t.charIds.join(', ')})`);
        break;
      case 'from':
        if (v !== 'neutral' && !isIndex(v)) throw bad('a seat number or "neutral"');
        break;
    }
    out[k] = v;
  }
  return out as NefertitiAction;
}

/** Structural equality of two parsed actions (fields are strings, numbers or number lists). */
export function sameAction(a: NefertitiAction, b: NefertitiAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>, y = b as unknown as Record<string, unknown>;
  for (const k in x) {
    const u = x[k], v = y[k];
    if (Array.isArray(u)) {
      if (!Array.isArray(v) || u.length !== v.length) return false;
      for (let i = 0; i < u.length; i++) if (u[i] !== v[i]) return false;
    } else if (u !== v) return false;
  }
  for (const k in y) if (!(k in x)) return false;
  return true;
}
