import { CLOUD, FULL_HAND, cardId } from '../material/cards';
import { CREW_COLOURS } from '../material/colours';
import type { NiagaraEvent } from '../events';
import { seatOfCrew, type NiagaraState } from '../state';
import { flow } from './flow';
import { mayPaddle, mustStillMove, obligations } from './obligations';
import { qualifiers } from './victory';
import { winnersOf } from './outcome';

/**
 * Round sequencing (§5): phase 1 choices → phase 2 reveals in turn order from the life ring → victory check → phase 3
 * flow → phase 4 life ring, card cycle, next round. Every automatic step happens here, inside `apply`.
 */

/** Start phase 1 of a new round. */
export function startRound(s: NiagaraState, ev: NiagaraEvent[]): void {
  s.phase = 'choose';
  s.turn = null;
  s.resolved = 0;
  // Fresh arrays: nothing of the last round's choices is kept.
  s.chosen = new Array<number>(s.crews).fill(-1);
  s.shown = new Array<number>(s.crews).fill(0);
  s.boughtBack = new Array<number>(s.crews).fill(0);
  ev.push({ type: 'roundStarted', round: s.round, startSeat: seatOfCrew(s, s.startCrew), startColour: CREW_COLOURS[s.startCrew]! });
}

/** All cards are down: phase 2 begins with the life-ring holder. */
export function startResolve(s: NiagaraState, ev: NiagaraEvent[]): void {
  s.phase = 'resolve';
  s.resolved = 0;
  beginCrewTurn(s, s.startCrew, ev);
}

/** Reveal the crew's card and set up its turn; crews with nothing to decide are passed over at once. */
function beginCrewTurn(s: NiagaraState, crew: number, ev: NiagaraEvent[]): void {
  const card = s.chosen[crew]!;
  s.shown[crew] = 1;
  ev.push({ type: 'cardsRevealed', cards: [{ seat: seatOfCrew(s, crew), colour: CREW_COLOURS[crew]!, card: cardId(card) }] });
  if (card === CLOUD) {
    s.turn = { crew, card, required: 0, optional: 0, oneOf: false, moved: 0, launched: false };
    return;
  }
  const ob = obligations(s.options, s.canoePos, crew);
  s.turn = { crew, card, ...ob, moved: 0, launched: false };
  if (ob.required === 0 && ob.optional === 0) {
    ev.push({ type: 'turnSkipped', seat: seatOfCrew(s, crew), colour: CREW_COLOURS[crew]!, reason: 'noCanoe' });
    endCrewTurn(s, ev);
  }
}

/** After a paddle: end the turn once nothing more may move (an optional launch left open waits for paddle/pass). */
export function afterPaddle(s: NiagaraState, ev: NiagaraEvent[]): void {
  const t = s.turn!;
  if (mustStillMove(t)) return;
  if (mayPaddle(s, t, 0) || mayPaddle(s, t, 1)) return;
  endCrewTurn(s, ev);
}

/** The current crew is done: the next one reveals, or phase 2 ends. */
export function endCrewTurn(s: NiagaraState, ev: NiagaraEvent[]): void {
  s.resolved++;
  if (s.resolved < s.crews) {
    beginCrewTurn(s, (s.startCrew + s.resolved) % s.crews, ev);
    return;
  }
  s.turn = null;
  endPhase2(s, ev);
}

/** §9: a victory ends the game right after phase 2 (no flow); otherwise phases 3 and 4, then the next round. */
function endPhase2(s: NiagaraState, ev: NiagaraEvent[]): void {
  if (qualifiers(s).length > 0) {
    s.phase = 'over';
    ev.push({ type: 'gameOver', reason: 'victory', winners: winnersOf(s) });
    return;
  }
  flow(s, ev);
  s.startCrew = (s.startCrew + 1) % s.crews;
  ev.push({ type: 'lifeRingPassed', seat: seatOfCrew(s, s.startCrew), colour: CREW_COLOURS[s.startCrew]! });
  // Every crew plays one card a round, so all hands empty together after 7 rounds (§5 phase 1).
  if (s.hands[0] === 0) {
    s.hands = new Array<number>(s.crews).fill(FULL_HAND);
    ev.push({ type: 'cardsReturned' });
  }
  const cap = s.options.roundCap;
  if (cap !== null && s.round >= cap) {
    s.phase = 'over';
    s.capped = true;
    ev.push({ type: 'gameOver', reason: 'roundCap', winners: [] });
    return;
  }
  s.round++;
  startRound(s, ev);
}

