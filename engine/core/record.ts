import { z } from 'zod';
import { DATA_SET_LIMITS, boundsProblem, readJson, type TextLimits, type ValueLimits } from './bounded';
import { clip, pathText, quote } from './clip';
import { RuleError, isRuleError } from './errors';
import type { Action, AnyGame, GameEvent, Outcome, Seat } from './types';

/** The unit of save files, replays, bug reports and test fixtures. */
export interface MatchRecord {
  game: string;
  version: string;
  players: number;
  seed: string;
  options: Record<string, unknown>;
  actions: { seat: Seat; action: Action }[];
}

/**
 * The limits of a record, wherever it comes from (a file, the network, a journal, a worker). The biggest realistic
 * record file measured: a 5-player NIAGARA game of random bots, 2,144 actions, saved with a full analysis: 1.0 MB
 * (NILE 88 KB, BANKS 293 KB, NEFERTITI 66 KB; the journal's survey of 4,000 games found none longer than 2,160
 * actions). The caps leave a margin of about 8 (size) and 20 (actions), and keep the worst file under them quick to
 * refuse (docs/security.md, "Files").
 */
export const RECORD_LIMITS = {
  /** Characters of a record's JSON text (and bytes of a record file, checked before it is read). */
  text: { maxChars: 8 * 1024 * 1024, maxDepth: 64 } satisfies TextLimits,
  maxActions: 50_000,
  /** An action: a small flat object (the deepest today is NILE's `pay: [{from, card}]`, 3 levels). */
  action: { maxItems: 16, maxKey: 64, maxString: 256, maxDepth: 4 } satisfies ValueLimits,
  /** Options, with a data set (`options.data`, about 10 KB, 9 levels, strings under 100 characters today). */
  options: { ...DATA_SET_LIMITS, maxDepth: DATA_SET_LIMITS.maxDepth + 1 } satisfies ValueLimits,
} as const;

/** A zod refinement holding a value to `limits`, reporting the path of the first part over them. */
const within =
  (limits: ValueLimits) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    const p = boundsProblem(value, limits);
    if (p) ctx.addIssue({ code: 'custom', message: p.problem, path: p.path });
  };

/** An action as records, journals and analyses carry it: a `type`, and small fields the engine checks. */
export const actionSchema = z.looseObject({ type: z.string().min(1).max(64) }).superRefine(within(RECORD_LIMITS.action));

export const matchRecordSchema = z.object({
  game: z.string().min(1).max(32),
  version: z.string().min(1).max(32),
  players: z.number().int().min(1).max(16),
  seed: z.string().max(256),
  options: z.record(z.string(), z.unknown()).superRefine(within(RECORD_LIMITS.options)),
  actions: z.array(z.object({ seat: z.number().int().min(0).max(15), action: actionSchema })).max(RECORD_LIMITS.maxActions),
});

/**
 * Parse an untrusted record (JSON text or a parsed value) within RECORD_LIMITS; `what` names it in messages ("the
 * file"). Throws RuleError('BAD_RECORD') with a short message naming the problem and where (a field, or a line).
 */
export function parseRecord(input: unknown, what = 'match record'): MatchRecord {
  const value = typeof input === 'string' ? readJson(input, RECORD_LIMITS.text, what) : input;
  // Before zod: it would check each of a million actions before counting them.
  const actions = typeof value === 'object' && value !== null && 'actions' in value ? value.actions : undefined;
  if (Array.isArray(actions) && actions.length > RECORD_LIMITS.maxActions) {
    throw new RuleError('BAD_RECORD', `${what} field "actions": ${actions.length} actions (at most ${RECORD_LIMITS.maxActions})`, { field: 'actions' });
  }
  // Before zod too: it drops a "__proto__" key silently, and the refinements only see what it kept.
  const raw = rawBoundsProblem(value);
  if (raw) {
    const where = pathText(raw.path, '', true);
    throw new RuleError('BAD_RECORD', `${what} field "${where}": ${raw.problem}`, { field: where });
  }
  const r = matchRecordSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const where = pathText(issue.path, '', true);
    throw new RuleError('BAD_RECORD', `${what} field "${where}": ${clip(issue.message, 160)}`, { field: where });
  }
  return r.data as MatchRecord;
}

/** The first part of a parsed, not yet checked record over RECORD_LIMITS (its own keys, options, actions), or null. */
function rawBoundsProblem(value: unknown): { path: PropertyKey[]; problem: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return { path: [], problem: 'a field named "__proto__" (not allowed)' };
  const options = 'options' in value ? boundsProblem(value.options, RECORD_LIMITS.options, ['options']) : null;
  if (options || !('actions' in value) || !Array.isArray(value.actions)) return options;
  for (const [i, a] of value.actions.entries()) {
    const p = typeof a === 'object' && a !== null && 'action' in a ? boundsProblem(a.action, RECORD_LIMITS.action, ['actions', i, 'action']) : null;
    if (p) return p;
  }
  return null;
}

/** The record of a new match: no actions yet, the options copied (engine/core/play.ts and the host's Match start from this). */
export function newRecord(game: AnyGame, players: number, seed: string, options: Record<string, unknown>): MatchRecord {
  return { game: game.id, version: game.version, players, seed, options: { ...options }, actions: [] };
}

/** Thrown by replay at the first action that cannot be applied; names its index. */
export class ReplayError extends RuleError {
  constructor(
    readonly index: number,
    override readonly cause: RuleError,
  ) {
    super('BAD_RECORD', `action #${index} cannot be replayed: ${cause.code}: ${cause.message}`, { index, code: cause.code });
  }
}

export interface ReplayResult<S> {
  /** states[0] is the setup; states[i + 1] follows actions[i]. Only kept when asked for (memory). */
  states: S[];
  final: S;
  events: GameEvent[][];
  outcome: Outcome | null;
}

export interface ReplayOptions {
  keepStates?: boolean;
  allowVersionMismatch?: boolean;
}

/**
 * Rebuild every state of a record. `games` maps ids to engines. Fails loudly: a bad record field, an unknown game, a
 * version mismatch, bad options, or the first illegal action (ReplayError with its index).
 */
export function replay<S>(games: Record<string, AnyGame>, input: unknown, opts: ReplayOptions = {}): ReplayResult<S> {
  const steps = replaySteps<S>(games, parseRecord(input), opts);
  for (let r = steps.next(); ; r = steps.next()) if (r.done) return r.value;
}

/**
 * `replay` of a record already parsed, one action at a time: the generator yields after each action (its index), so a
 * page can spread a long replay over several short tasks; its return value is replay's result. The same checks and
 * errors as `replay`, in the same order.
 */
export function* replaySteps<S>(games: Record<string, AnyGame>, rec: MatchRecord, opts: ReplayOptions = {}): Generator<number, ReplayResult<S>> {
  const game = Object.prototype.hasOwnProperty.call(games, rec.game) ? games[rec.game] : undefined;
  if (!game) throw new RuleError('BAD_RECORD', `match record field "game": unknown game ${quote(rec.game, 32)} (known: ${Object.keys(games).join(', ')})`, { field: 'game' });
  const past = rec.version !== game.version && game.pastDefaults && Object.hasOwn(game.pastDefaults, rec.version) ? game.pastDefaults[rec.version] : undefined;
  if (rec.version !== game.version && !past && !opts.allowVersionMismatch) {
    throw new RuleError('BAD_RECORD', `match record field "version": recorded with ${game.id} rules ${clip(rec.version, 32)}, this engine is ${game.version}`, { field: 'version' });
  }
  let state: S;
  try {
    state = game.setup({ players: rec.players, seed: rec.seed, options: past ? { ...past, ...rec.options } : rec.options });
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('BAD_RECORD', `match record setup failed: ${e.message}`, { field: 'options', code: e.code });
    throw e;
  }
  const states: S[] = opts.keepStates ? [state] : [];
  const events: GameEvent[][] = [];
  for (const [i, { seat, action }] of rec.actions.entries()) {
    try {
      const r = game.apply(state, seat, action);
      state = r.state as S;
      events.push(r.events);
      if (opts.keepStates) states.push(state);
    } catch (e) {
      if (isRuleError(e)) throw new ReplayError(i, e);
      throw e;
    }
    yield i;
  }
  return { states, final: state, events, outcome: game.outcome(state) };
}
