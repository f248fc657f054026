import type { TFunction } from 'i18next';

/** What the prompt line and the turn banner say, for every game: who acts, and what this screen can do. */
export interface TurnFacts {
  over: boolean;
  /** The screen waits for the next hot-seat player to take it. */
  handingOff: boolean;
  /** The revealed seat has choices now. */
  mine: boolean;
  /** The seat whose turn the table shows (null: nobody's, e.g. between turns). */
  acting: number | null;
  reveal: number | null;
  /** The table replays a record: nobody is waited for. */
  replayed: boolean;
  name(seat: number): string;
  /** A bot plays this seat now. */
  bot(seat: number): boolean;
}

/** The game's own words for the prompt line (kit.ts `KitPrompt`, bound to the table's context). */
export interface GamePrompt {
  mine(): string;
  waiting?(): string | null;
  over?(): string | null;
}

/**
 * The one prompt line of every table: game over, the hand-off, the game's instruction when the seat must act, else
 * the game's own line while others act (a market closing) or the kit's: the acting seat's own turn still settling,
 * a bot "thinking", a person "waiting for" (none of these in a replay, whose bar says whose move it shows).
 */
export function promptLine(t: TFunction, f: TurnFacts, game: GamePrompt): string {
  if (f.over) return game.over?.() ?? t('table.gameOver');
  if (f.handingOff) return t('prompt.handoff');
  if (f.mine) return game.mine();
  const own = game.waiting?.();
  if (own !== null && own !== undefined) return own;
  if (f.acting === null || f.replayed) return '';
  // The turn is this screen's own, though nothing can be clicked yet (the last move still plays, bids resolve).
  if (f.acting === f.reveal) return t('table.settling');
  return t(f.bot(f.acting) ? 'table.thinking' : 'table.waitingFor', { name: f.name(f.acting) });
}

/** The turn banner's headline: the game is over, "Your turn", or whose turn it is ('' when nobody's). */
export function turnWho(t: TFunction, f: TurnFacts): string {
  if (f.over) return t('table.gameOver');
  if (f.acting === null) return '';
  return f.acting === f.reveal ? t('table.yourTurn') : t('table.playerTurn', { name: f.name(f.acting) });
}
