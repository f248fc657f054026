import { hintMoves } from '../../../engine/ai/hints';
import { createRng } from '../../../engine/core/rng';
import { getGame } from '../../../engine/games';
import type { HintReply, HintRequest } from './hint-messages';

/**
 * Least time between two progress reports, and between two provisional hints, in ms: each reply is a message the
 * page handles and a panel it redraws, so a search reporting every few dozen iterations would keep the page busy.
 */
const PROGRESS_MS = 150;
const PARTIAL_MS = 400;

/** A reporter that passes a report on only when `ms` have gone by since the last one it passed (the first always). */
function every(ms: number, now: () => number): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/**
 * Runs one hint request wherever it runs (the page's bot worker, or this thread where there is no worker): the hard
 * bot's top three moves with reasons, progress and provisional moves reported as it searches (at most every
 * PROGRESS_MS / PARTIAL_MS), then the final moves. `aborted`: checked every iteration.
 */
export function rankHint(req: HintRequest, reply: (r: HintReply) => void, aborted?: () => boolean, now: () => number = () => performance.now()): void {
  try {
    if (!Array.isArray(req.legal) || req.legal.length === 0) throw new Error('no legal actions');
    const input = { game: getGame(req.game), view: req.view, seat: req.seat, legal: req.legal, rng: createRng(req.seed), players: req.players };
    const progressDue = every(PROGRESS_MS, now), partialDue = every(PARTIAL_MS, now);
    const onProgress = (done: number, budget: number) => {
      if (progressDue()) reply({ id: req.id, progress: { done, budget } });
    };
    const moves = hintMoves(input, { onProgress, aborted }, 3, { due: partialDue, show: (partial) => reply({ id: req.id, partial }) });
    reply({ id: req.id, moves });
  } catch (e) {
    reply({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
}
