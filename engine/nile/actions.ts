import { RuleError } from '../core/errors';
import { clip, quote } from '../core/clip';
import { describe } from '../core/options';
import { CARD_INDEX, CROPS, CROP_COUNT, LOCUST, isSpeculation, type CardId, type CropId, type SpeculationId } from './material/cards';

export interface Pay {
  from: 'hand' | 'storage';
  card: CardId;
}

/** NILE actions. Crop cards are interchangeable, so planting names counts per crop, never card ids. */
export type NileAction =
  | { type: 'market'; pay: [Pay, Pay] }
  | { type: 'offering'; pay: [Pay, Pay] }
  | { type: 'plant'; crops: Partial<Record<CropId, number>> }
  | { type: 'speculate'; cards: SpeculationId[] }
  | { type: 'pass' };

/** An action after validation of its shape, in the engine's card indices. */
export type ParsedAction =
  | { type: 'market' | 'offering'; pay: { storage: boolean; card: number }[] }
  | { type: 'plant'; counts: number[] }
  | { type: 'speculate'; cards: number[] }
  | { type: 'pass' };

const malformed = (msg: string): RuleError => new RuleError('MALFORMED_ACTION', msg);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function onlyKeys(a: Record<string, unknown>, keys: string[]): void {
  for (const k of Object.keys(a)) if (!keys.includes(k)) throw malformed(`${clip(String(a.type), 64)} action has an unknown field ${quote(k)}`);
}

/** Validate the shape of an untrusted action (from the network, a file or a bot). Legality is checked elsewhere. */
export function parseAction(a: unknown): ParsedAction {
  if (!isObj(a)) throw malformed(`an action must be an object, got ${describe(a)}`);
  switch (a.type) {
    case 'pass':
      onlyKeys(a, ['type']);
      return { type: 'pass' };
    case 'market':
    case 'offering': {
      onlyKeys(a, ['type', 'pay']);
      if (!Array.isArray(a.pay) || a.pay.length !== 2) throw malformed(`${a.type}: "pay" must list exactly 2 cards`);
      const pay = a.pay.map((p: unknown, i) => {
        if (!isObj(p)) throw malformed(`${a.type}: pay[${i}] must be {from, card}`);
        if (p.from !== 'hand' && p.from !== 'storage') throw malformed(`${a.type}: pay[${i}].from must be "hand" or "storage", got ${describe(p.from)}`);
        const card = typeof p.card === 'string' && Object.prototype.hasOwnProperty.call(CARD_INDEX, p.card) ? CARD_INDEX[p.card]! : -1;
        if (card < 0 || card === LOCUST) throw malformed(`${a.type}: pay[${i}].card is not a tradeable card: ${describe(p.card)}`);
        return { storage: p.from === 'storage', card };
      });
      return { type: a.type, pay };
    }
    case 'plant': {
      onlyKeys(a, ['type', 'crops']);
      if (!isObj(a.crops)) throw malformed('plant: "crops" must be an object of counts per crop, e.g. {"P": 2}');
      const counts = new Array<number>(CROP_COUNT).fill(0);
      for (const [k, n] of Object.entries(a.crops)) {
        const i = CROPS.indexOf(k as CropId);
        if (i < 0) throw malformed(`plant: ${quote(k)} is not a crop (crops: ${CROPS.join(', ')})`);
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 100) throw malformed(`plant: count for ${k} must be a whole number, got ${describe(n)}`);
        counts[i] = n;
      }
      return { type: 'plant', counts };
    }
    case 'speculate': {
      onlyKeys(a, ['type', 'cards']);
      if (!Array.isArray(a.cards) || a.cards.length < 1 || a.cards.length > 2) throw malformed('speculate: "cards" must list 1 or 2 speculation cards');
      const cards = a.cards.map((c: unknown, i) => {
        const idx = typeof c === 'string' && Object.prototype.hasOwnProperty.call(CARD_INDEX, c) ? CARD_INDEX[c]! : -1;
        if (!isSpeculation(idx)) throw malformed(`speculate: cards[${i}] is not a speculation card: ${describe(c)}`);
        return idx;
      });
      if (cards.length === 2 && cards[0] === cards[1]) throw malformed('speculate: the two cards must differ');
      return { type: 'speculate', cards };
    }
    default:
      throw malformed(`unknown action type ${describe(a.type)} (NILE actions: market, offering, plant, speculate, pass)`);
  }
}
