import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import { EBBE1, FLUT, TIDE_NAMES, tideType, type BanksState } from '../state';
import { beginActionPhase } from './actionPhase';
import { COSTS } from '../material/costs';
import { hasPlacement, hasRemovable } from './water';

/**
 * The tide state machine of spec §5.1. The start player places up to 2 water cards (flood, marker on FLUT) or removes
 * up to 2 (ebb, EBBE1/EBBE2). A segment that stalls moves the marker to the other type: after 1 card the next start
 * player goes on; after 0 the other type is played at once, but only once per tide phase (the loop guard). An arrow
 * that switches the type ends the phase at once (option arrowStopsTide).
 */

/** Move the tide marker one step (an arrow, §9) or set it (a stalled segment), with the event. */
function setTide(s: BanksState, ev: BanksEvent[], to: number, reason: 'arrow' | 'floodStalled' | 'ebbStalled'): void {
  if (s.tide === to) return;
  ev.push({ type: 'tideMarkerMoved', from: TIDE_NAMES[s.tide]!, to: TIDE_NAMES[to]!, reason });
  s.tide = to;
}

export const arrowStep = (s: BanksState, ev: BanksEvent[]): void => setTide(s, ev, (s.tide + 1) % 3, 'arrow');

/** Start the tide phase of a round: the segment type follows the marker. */
export function startTide(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  s.step = 'tide';
  s.tMode = tideType(s.tide);
  s.tDone = 0;
  s.tSwitched = false;
  ev.push({ type: 'tideStarted', seat: s.sp, tide: TIDE_NAMES[s.tide]! });
  continueTide(s, t, ev);
}

/** Run the machine until the start player has a choice to make or the phase is over. */
function continueTide(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  for (;;) {
    // Flood (tMode 0) and ebb (1) run alike: a stalled one switches the tide to the other, once.
    const flood = s.tMode === 0;
    if (s.tDone < 2 && (flood ? hasPlacement(s, t, s.sp) : hasRemovable(s, t))) return;
    if (s.tDone >= 2) return endTide(s, t, ev);
    setTide(s, ev, flood ? EBBE1 : FLUT, flood ? 'floodStalled' : 'ebbStalled');
    if (s.tDone === 1 || s.tSwitched) return endTide(s, t, ev);
    s.tSwitched = true;
    s.tMode = flood ? 1 : 0;
    s.tDone = 0;
  }
}

/** A placement or removal is complete, its event and arrow included. */
export function tideMoveDone(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  s.tDone++;
  if (s.opts.arrowStopsTide && tideType(s.tide) !== s.tMode) return endTide(s, t, ev);
  continueTide(s, t, ev);
}

/** Phase 2 follows: each player's action phase, clockwise from the start player. */
function endTide(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  ev.push({ type: 'tideEnded', tide: TIDE_NAMES[s.tide]! });
  s.step = 'actions';
  s.done = 0;
  s.cur = s.sp;
  beginActionPhase(s, t, ev, s.sp, COSTS.actionPoints, false);
}
