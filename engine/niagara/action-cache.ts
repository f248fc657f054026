import { parsedActions } from '../core/shared-action';
import { CARD_COUNT, cardId } from './material/cards';
import { CREW_COLOURS, canoeId } from './material/colours';
import { GEM_COLOURS } from './material/gems';
import { destinationId } from './material/river';
import { parseAction, type Cargo, type NiagaraAction, type ParsedAction } from './actions';
import { NONE, SWAP0, UNLOAD } from './rules/cargo';
import { decodePlan } from './rules/paddle';

/**
 * Legal-action objects are built once per distinct action and frozen, with their parsed form attached under a
 * non-enumerable symbol (invisible to JSON, structuredClone, for-in and Object.keys), so `legalActions` → bot → `apply`
 * does not rebuild and re-parse the same JSON hundreds of thousands of times a second. A frozen object cannot be
 * edited, so the attached parse can never go stale; any other object is parsed as untrusted input.
 */
const PARSED = parsedActions<NiagaraAction, ParsedAction>('niagara.parsed', parseAction);
const frozenAction = PARSED.share;

/** The parse of an untrusted action: the attached one of our own frozen actions, else parseAction's. */
export const parseCached = PARSED.parsed;

// Phase-1 cards as shared frozen actions: PLAY[card], and PLAY_AS[crew][card] when a seat names the colour it plays for.
export const PLAY: readonly NiagaraAction[] = Array.from({ length: CARD_COUNT }, (_, card) => frozenAction({ type: 'play', card: cardId(card) }));
export const PLAY_AS: readonly (readonly NiagaraAction[])[] = CREW_COLOURS.map((colour) => Array.from({ length: CARD_COUNT }, (_, card) => frozenAction({ type: 'play', card: cardId(card), colour })));
export const PASS: NiagaraAction = frozenAction({ type: 'pass' });
export const WEATHER: Readonly<Record<number, NiagaraAction>> = { [-1]: frozenAction({ type: 'weather', delta: -1 }), 0: frozenAction({ type: 'weather', delta: 0 }), 1: frozenAction({ type: 'weather', delta: 1 }) };

const cargoJson = (c: number): Cargo | undefined =>
  c === NONE ? undefined : c === UNLOAD ? { op: 'unload' } : c >= SWAP0 ? { op: 'swap', gem: GEM_COLOURS[c - SWAP0]! } : { op: 'load', gem: GEM_COLOURS[c]! };

const planActions = new Map<number, NiagaraAction>();

/** The JSON action of a plan key (shared and frozen). */
export function planAction(k: number): NiagaraAction {
  let a = planActions.get(k);
  if (!a) planActions.set(k, (a = frozenAction(buildPlanAction(k))));
  return a;
}

function buildPlanAction(k: number): NiagaraAction {
  const p = decodePlan(k);
  const a: { type: 'paddle'; canoe: string; before?: Cargo; to: ReturnType<typeof destinationId>; steal?: string; after?: Cargo } = {
    type: 'paddle',
    canoe: canoeId(p.canoe),
    to: destinationId(p.to),
  };
  const b = cargoJson(p.before);
  if (b) a.before = b;
  if (p.steal >= 0) a.steal = canoeId(p.steal);
  const af = cargoJson(p.after);
  if (af) a.after = af;
  return a;
}
