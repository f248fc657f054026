import { RuleError } from '../core/errors';
import { clip, quote } from '../core/clip';
import { describe } from '../core/options';
import { cardIndex, type CardId } from './material/cards';
import { CANOE_INDEX, CREW_INDEX, type CrewColour } from './material/colours';
import { GEM_INDEX, type GemColour } from './material/gems';
import { destinationIndex, type DestinationId } from './material/river';
import { NONE, SWAP0, UNLOAD } from './rules/cargo';

/** A load / unload / swap block (§6.2). `gem` is the gem taken from the cave. */
export type Cargo = { op: 'load'; gem: GemColour } | { op: 'unload' } | { op: 'swap'; gem: GemColour };

/**
 * Niagara actions. Canoes are named by colour and number ("red1"); gems and caves by gem colour.
 * - play: phase 1, put a paddle card face down (`colour` names the crew when a seat runs two colours).
 * - buyBack: phase 1, before playing, bring a lost canoe back to the bank paying one reserve gem (`pay: null` when free).
 * - weather: the cloud card, move the cloud −1 / +1 (0 only with `cloudMayStayAtEdge` at an end cell).
 * - paddle: one canoe's whole move for the revealed card: optional cargo before, destination (its own slot for a
 *   cargo-only turn, "bank" to land, "fallsL"/"fallsR" with `paddleOverFalls`), optional steal, optional cargo after.
 * - pass: decline an optional launch.
 */
export type NiagaraAction =
  | { type: 'play'; card: CardId; colour?: CrewColour }
  | { type: 'buyBack'; canoe: string; pay: GemColour | null }
  | { type: 'weather'; delta: -1 | 0 | 1 }
  | { type: 'paddle'; canoe: string; before?: Cargo; to: DestinationId; steal?: string; after?: Cargo }
  | { type: 'pass' };

export type ParsedAction =
  | { type: 'play'; card: number; crew: number | null }
  | { type: 'buyBack'; canoe: number; gem: number }
  | { type: 'weather'; delta: number }
  | { type: 'paddle'; canoe: number; before: number; to: number; steal: number; after: number }
  | { type: 'pass' };

const malformed = (msg: string): RuleError => new RuleError('MALFORMED_ACTION', msg);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: Record<string, unknown>, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;

function onlyKeys(a: Record<string, unknown>, keys: readonly string[]): void {
  for (const k in a) {
    if (Object.prototype.hasOwnProperty.call(a, k) && !keys.includes(k)) throw malformed(`${clip(String(a.type), 64)} action has an unknown field ${quote(k)}`);
  }
}

function canoeOf(v: unknown, what: string): number {
  if (typeof v !== 'string' || !Object.prototype.hasOwnProperty.call(CANOE_INDEX, v)) throw malformed(`${what} must be a canoe name like "red1", got ${describe(v)}`);
  return CANOE_INDEX[v]!;
}

function gemOf(v: unknown, what: string): number {
  if (typeof v !== 'string' || !Object.prototype.hasOwnProperty.call(GEM_INDEX, v)) throw malformed(`${what} must be a gem colour (violet, white, yellow, blue, pink), got ${describe(v)}`);
  return GEM_INDEX[v]!;
}

function cargoOf(v: unknown, what: string): number {
  if (v === undefined) return NONE;
  if (!isObj(v)) throw malformed(`${what} must be {op: "load"|"unload"|"swap", gem?}`);
  switch (v.op) {
    case 'unload':
      onlyKeys(v, ['op']);
      return UNLOAD;
    case 'load':
      onlyKeys(v, ['op', 'gem']);
      return gemOf(v.gem, `${what}.gem`);
    case 'swap':
      onlyKeys(v, ['op', 'gem']);
      return SWAP0 + gemOf(v.gem, `${what}.gem`);
    default:
      throw malformed(`${what}.op must be "load", "unload" or "swap", got ${describe(v.op)}`);
  }
}

/**
 * Validate the shape of an untrusted action (network, file, bot). Legality is checked by the rules (rules/legal.ts,
 * which reads our own shared actions' attached parse first: action-cache.ts).
 */
export function parseAction(a: unknown): ParsedAction {
  if (!isObj(a)) throw malformed(`an action must be an object, got ${describe(a)}`);
  switch (a.type) {
    case 'play': {
      onlyKeys(a, ['type', 'card', 'colour']);
      const card = cardIndex(a.card);
      if (card < 0) throw malformed(`play: "card" must be 1 to 6 or "cloud", got ${describe(a.card)}`);
      let crew: number | null = null;
      if (has(a, 'colour')) {
        if (typeof a.colour !== 'string' || !Object.prototype.hasOwnProperty.call(CREW_INDEX, a.colour)) throw malformed(`play: "colour" must be a player colour, got ${describe(a.colour)}`);
        crew = CREW_INDEX[a.colour]!;
      }
      return { type: 'play', card, crew };
    }
    case 'buyBack': {
      onlyKeys(a, ['type', 'canoe', 'pay']);
      if (!Object.prototype.hasOwnProperty.call(a, 'pay')) throw malformed('buyBack: "pay" must be a gem colour or null');
      return { type: 'buyBack', canoe: canoeOf(a.canoe, 'buyBack: "canoe"'), gem: a.pay === null ? -1 : gemOf(a.pay, 'buyBack: "pay"') };
    }
    case 'weather': {
      onlyKeys(a, ['type', 'delta']);
      if (a.delta !== -1 && a.delta !== 0 && a.delta !== 1) throw malformed(`weather: "delta" must be -1, 0 or 1, got ${describe(a.delta)}`);
      return { type: 'weather', delta: a.delta };
    }
    case 'paddle': {
      onlyKeys(a, ['type', 'canoe', 'before', 'to', 'steal', 'after']);
      const canoe = canoeOf(a.canoe, 'paddle: "canoe"');
      const to = destinationIndex(a.to);
      if (to === undefined) throw malformed(`paddle: "to" must be a slot (T1…T5, L6, L7, R6, R7), "bank", "fallsL" or "fallsR", got ${describe(a.to)}`);
      const steal = has(a, 'steal') ? canoeOf(a.steal, 'paddle: "steal"') : -1;
      return { type: 'paddle', canoe, before: cargoOf(a.before, 'paddle: "before"'), to, steal, after: cargoOf(a.after, 'paddle: "after"') };
    }
    case 'pass':
      onlyKeys(a, ['type']);
      return { type: 'pass' };
    default:
      throw malformed(`unknown action type ${describe(a.type)} (Niagara actions: play, buyBack, weather, paddle, pass)`);
  }
}
