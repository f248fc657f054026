import { hintMoves } from '../../../engine/ai/hints';
import { createRng } from '../../../engine/core/rng';
import { getGame } from '../../../engine/games';
import type { HintReply, HintRequest } from './hint-messages';

/**
 * Runs one hint request wherever it runs (the page's bot worker, or this thread where there is no worker): the hard
 * bot's top three moves with reasons, progress reported as it searches. `aborted`: checked every iteration.
 */
export function rankHint(req: HintRequest, reply: (r: HintReply) => void, aborted?: () => boolean): void {
  try {
    if (!Array.isArray(req.legal) || req.legal.length === 0) throw new Error('no legal actions');
    const input = { game: getGame(req.game), view: req.view, seat: req.seat, legal: req.legal, rng: createRng(req.seed), players: req.players };
    const moves = hintMoves(input, { onProgress: (done, budget) => reply({ id: req.id, progress: { done, budget } }), aborted });
    reply({ id: req.id, moves });
  } catch (e) {
    reply({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
}
