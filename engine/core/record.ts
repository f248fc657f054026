import { z } from 'zod';
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

const actionSchema = z.looseObject({ type: z.string().min(1).max(64) });

export const matchRecordSchema = z.object({
  game: z.string().min(1).max(32),
  version: z.string().min(1).max(32),
  players: z.number().int().min(1).max(16),
  seed: z.string().max(256),
  options: z.record(z.string(), z.unknown()),
  actions: z.array(z.object({ seat: z.number().int().min(0).max(15), action: actionSchema })).max(1_000_000),
});

/** Parse untrusted JSON (text or value) into a record; throws RuleError('BAD_RECORD') naming the bad field. */
export function parseRecord(input: unknown): MatchRecord {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      throw new RuleError('BAD_RECORD', `match record is not valid JSON: ${(e as Error).message}`);
    }
  }
  const r = matchRecordSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    throw new RuleError('BAD_RECORD', `match record field "${where}": ${issue.message}`, { field: where });
  }
  return r.data as MatchRecord;
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

/**
 * Rebuild every state of a record. `games` maps ids to engines. Fails loudly: a bad record field, an unknown game, a
 * version mismatch, bad options, or the first illegal action (ReplayError with its index).
 */
export function replay<S>(
  games: Record<string, AnyGame>,
  input: unknown,
  opts: { keepStates?: boolean; allowVersionMismatch?: boolean } = {},
): ReplayResult<S> {
  const rec = parseRecord(input);
  const game = Object.prototype.hasOwnProperty.call(games, rec.game) ? games[rec.game] : undefined;
  if (!game) throw new RuleError('BAD_RECORD', `match record field "game": unknown game "${rec.game}" (known: ${Object.keys(games).join(', ')})`, { field: 'game' });
  if (rec.version !== game.version && !opts.allowVersionMismatch) {
    throw new RuleError('BAD_RECORD', `match record field "version": recorded with ${game.id} rules ${rec.version}, this engine is ${game.version}`, { field: 'version' });
  }
  let state: S;
  try {
    state = game.setup({ players: rec.players, seed: rec.seed, options: rec.options });
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('BAD_RECORD', `match record setup failed: ${e.message}`, { field: 'options', code: e.code });
    throw e;
  }
  const states: S[] = opts.keepStates ? [state] : [];
  const events: GameEvent[][] = [];
  rec.actions.forEach(({ seat, action }, i) => {
    try {
      const r = game.apply(state, seat, action);
      state = r.state as S;
      events.push(r.events);
      if (opts.keepStates) states.push(state);
    } catch (e) {
      if (isRuleError(e)) throw new ReplayError(i, e);
      throw e;
    }
  });
  return { states, final: state!, events, outcome: game.outcome(state!) };
}
