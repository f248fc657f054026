import { resolveOptions } from '../../../engine/core/options';
import type { AnyGame } from '../../../engine/core/types';
import { ArgError, jsonObjectArg } from '../args';

/** Game options for every game a bench run plays (--options): the record's own options, as a match would have them. */
export type GameOptions = Record<string, unknown>;

/** Parse --options: a JSON object (its keys and values are checked per game by checkGameOptions). */
export function parseGameOptions(text: string): GameOptions {
  return jsonObjectArg('--options', text, '{"twoColoursEach":true}');
}

/**
 * Check the options against the game before anything is played: the game's own option schema (unknown keys, bad
 * values), then a trial setup at the player count (options that need a player count, e.g. Niagara's two colours each
 * for 2 players). A bad run would otherwise fail in a worker after the threads have started, or not at all.
 */
export function checkGameOptions(game: AnyGame, players: number, options: GameOptions): void {
  try {
    resolveOptions(game.optionSchema, options);
    game.setup({ players, seed: 'options-check', options });
  } catch (e) {
    throw new ArgError(`--options for ${game.id} at ${players} players: ${(e as Error).message}`);
  }
}
