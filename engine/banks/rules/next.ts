/**
 * What a step asks the dispatcher (`flow.ts`) to do once it has done its own work. Steps return this instead of
 * calling the next step themselves, so only flow knows the order of the round and no step module imports another
 * step's continuation (no import cycle). Calls that only open a phase and then wait for a player (beginActionPhase,
 * startHippo, the arrow's tide step) stay direct: they never continue the flow, so they cannot close a cycle.
 * - wait: a player must decide now (or the game is over); nothing more happens until the next action.
 * - resume: a water placement or removal is fully resolved; the interrupted tide or opening step goes on.
 * - eventDone: a card event is resolved; its arrow and joker follow, then `resume`.
 * - round: the opening is over; the first round starts.
 * - endRound: every action phase is played; the pillar passes, scoring, the end check.
 */
export type Next = 'wait' | 'resume' | 'eventDone' | 'round' | 'endRound';
