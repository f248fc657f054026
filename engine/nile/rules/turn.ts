import type { NileEvent } from '../events';
import type { NileState } from '../state';
import { drawInto } from './draw';
import { revealFlood } from './flood';
import { strikeAfterDraw } from './locust';

/** Steps 1–2 of a turn: the active player's flood, with payouts and harvest. */
export function startTurn(s: NileState, seat: number, ev: NileEvent[]): void {
  s.active = seat;
  s.turn++;
  ev.push({ type: 'turn', seat, turn: s.turn });
  revealFlood(s, ev);
  checkEnd(s, ev);
}

/** Step 5 and hand-over: draw 2 (a drawn locust resolves after the draw), then the next seat clockwise. */
export function endTurn(s: NileState, ev: NileEvent[]): void {
  if (drawInto(s, s.active, 2, 'turn', ev)) strikeAfterDraw(s, ev);
  if (checkEnd(s, ev)) return;
  startTurn(s, (s.active + 1) % s.players, ev);
}

/** Spec §9: once the final pass's last card is drawn, the game ends after the step that drew it. */
export function checkEnd(s: NileState, ev: NileEvent[]): boolean {
  if (s.over) return true;
  if (!s.lastCardDrawn) return false;
  s.over = true;
  ev.push({ type: 'gameOver', reason: 'deckExhausted' });
  return true;
}
