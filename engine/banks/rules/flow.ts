import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import type { BanksState } from '../state';
import { finishEvent } from './cardEvents';
import type { Next } from './next';
import { openWaterAdvance } from './opening';
import { endGame, scoringPhase } from './scoring';
import { startTide, tideMoveDone } from './tide';

/**
 * The one dispatcher of the round structure (spec §5): tide → action phases → the pillar passes → scoring and the end
 * check. Steps report what follows them (`Next`); this loop alone calls the next step, until a player must decide.
 */
export function proceed(s: BanksState, t: Tables, ev: BanksEvent[], next: Next): void {
  while (next !== 'wait') next = step(s, t, ev, next);
}

function step(s: BanksState, t: Tables, ev: BanksEvent[], next: Exclude<Next, 'wait'>): Next {
  switch (next) {
    case 'eventDone':
      return finishEvent(s, ev);
    case 'resume':
      return resume(s, t, ev);
    case 'round':
      startRound(s, t, ev);
      return 'wait';
    case 'endRound':
      return endRound(s, t, ev);
  }
}

/** Continue the step a water placement or removal interrupted, once its flooding and event are fully resolved. */
function resume(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  if (s.step === 'tide') tideMoveDone(s, t, ev);
  else if (s.step === 'openWater') {
    s.left--;
    return openWaterAdvance(s, t, ev);
  }
  return 'wait';
}

function startRound(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  s.round++;
  ev.push({ type: 'roundStarted', round: s.round, startPlayer: s.sp });
  startTide(s, t, ev);
}

/** Phases 3 and 4: the pillar passes clockwise, the new start player scores, then the end check (§11). */
function endRound(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  const from = s.sp;
  s.sp = (s.sp + 1) % s.players;
  ev.push({ type: 'pillarPassed', from, to: s.sp });
  scoringPhase(s, t, ev);
  if (s.over) return 'wait';
  const sig = signature(s);
  if (sig === s.sig) s.idle++;
  else {
    s.sig = sig;
    s.idle = 0;
  }
  if (s.opts.stalemateRounds !== null && s.idle >= s.opts.stalemateRounds) endGame(s, ev, 'stalemate');
  else if (s.opts.roundCap !== null && s.round >= s.opts.roundCap) endGame(s, ev, 'roundCap');
  return s.over ? 'wait' : 'round';
}

/** Everything that counts as progress: markers (place and side), market states, supplies, boat, pawns, obelisk. */
function signature(s: BanksState): string {
  return `${s.fm.join(',')}|${s.market.map((r) => r.join(',')).join(';')}|${s.supply.join(',')}|${s.boat.join(',')}|${s.pawns.join(',')}|${s.obelisk}`;
}
