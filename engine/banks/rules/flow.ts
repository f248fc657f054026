import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import type { BanksState } from '../state';
import { openWaterAdvance } from './opening';
import { banksOutcome, scoringPhase } from './scoring';
import { startTide, tideMoveDone } from './tide';

/**
 * Round structure (spec §5): tide → action phases → the pillar passes → scoring and the end check. `resume` continues
 * the step a water placement or removal interrupted, once its flooding and event are fully resolved.
 */
export function resume(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  if (s.step === 'tide') tideMoveDone(s, t, ev);
  else if (s.step === 'openWater') {
    s.left--;
    openWaterAdvance(s, t, ev);
  }
}

export function startRound(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  s.round++;
  ev.push({ type: 'roundStarted', round: s.round, startPlayer: s.sp });
  startTide(s, t, ev);
}

/** Phases 3 and 4: the pillar passes clockwise, the new start player scores, then the end check (§11). */
export function endRound(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  const from = s.sp;
  s.sp = (s.sp + 1) % s.players;
  ev.push({ type: 'pillarPassed', from, to: s.sp });
  scoringPhase(s, t, ev);
  if (s.over) return;
  const sig = signature(s);
  if (sig === s.sig) s.idle++;
  else {
    s.sig = sig;
    s.idle = 0;
  }
  if (s.opts.stalemateRounds !== null && s.idle >= s.opts.stalemateRounds) return endGame(s, ev, 'stalemate');
  const cap = s.opts.roundCap;
  if (cap !== null && s.round >= cap) return endGame(s, ev, 'roundCap');
  startRound(s, t, ev);
}

/** Everything that counts as progress: markers (place and side), market states, supplies, boat, pawns, obelisk. */
function signature(s: BanksState): string {
  return `${s.fm.join(',')}|${s.market.map((r) => r.join(',')).join(';')}|${s.supply.join(',')}|${s.boat.join(',')}|${s.pawns.join(',')}|${s.obelisk}`;
}

export function endGame(s: BanksState, ev: BanksEvent[], reason: 'obelisk' | 'roundCap' | 'stalemate'): void {
  s.over = true;
  s.step = 'over';
  s.capped = reason === 'roundCap';
  s.stalemate = reason === 'stalemate';
  s.ectx = null;
  s.hippo = null;
  ev.push({ type: 'gameOver', reason, winners: banksOutcome(s)!.winners });
}
