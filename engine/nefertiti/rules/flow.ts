import type { Seat } from '../../core/types';
import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import type { EndReason, NefertitiState, Task } from '../state';
import { collectorPlacements } from './placement';
import { stepResolve } from './resolution';
import { afterClose, akhenatonStep, memphisCheck } from './rotation';
import { finalScores } from './scoring';

/**
 * The game loop: automatic steps are tasks run in order until a player must choose (s.decision) or the game ends.
 * Nothing waits for a UI: every apply runs the loop to the next choice.
 */
export function run(s: NefertitiState, ev: NefertitiEvent[]): void {
  while (!s.decision && !s.over) {
    const task = s.tasks[0];
    if (!task) throw new Error('nefertiti: no pending step and no decision');
    switch (task.t) {
      case 'resolve':
        stepResolve(s, task, ev);
        break;
      case 'afterClose':
        s.tasks.shift();
        afterClose(s, task.m, ev);
        break;
      case 'memphisCheck':
        s.tasks.shift();
        memphisCheck(s, task.added, ev);
        break;
      case 'akhenaton':
        s.tasks.shift();
        akhenatonStep(s, task.from, ev);
        break;
      case 'collectorOffer':
        s.tasks.shift();
        offerCollector(s, task.excl);
        break;
      case 'nextTurn':
        s.tasks.shift();
        startTurn(s, (s.active + 1) % s.players, ev);
        break;
      case 'end':
        endGame(s, task.reason, ev);
        break;
    }
  }
}

function startTurn(s: NefertitiState, seat: Seat, ev: NefertitiEvent[]): void {
  s.active = seat;
  s.turn++;
  s.decision = { k: 'turn', seat, char: false, hp: false };
  ev.push({ type: 'turn', seat, turn: s.turn });
}

/** After a character's effect: the rest of the turn (placement), with no second character. */
export function backToTurn(s: NefertitiState, seat: Seat, hp = false): void {
  s.decision = { k: 'turn', seat, char: true, hp };
}

/**
 * The main action of the turn is done: resolve what it closed, offer a Collector (2 players) and pass the turn.
 * `excl` is the location where the player's servant(s) went (no Collector there), -1 if he placed none: the seed
 * offers the Collector only after a servant was placed (not after a §4.2 closing or a pass).
 */
export function finishMain(s: NefertitiState, closing: Task[], excl: number, ev: NefertitiEvent[]): void {
  s.decision = null;
  s.tasks.push(...closing);
  if (s.neutral && excl >= 0) s.tasks.push({ t: 'collectorOffer', excl });
  s.tasks.push({ t: 'nextTurn' });
  run(s, ev);
}

function offerCollector(s: NefertitiState, excl: number): void {
  const opts: NefertitiAction[] = [];
  collectorPlacements(s, s.active, excl, opts);
  if (opts.length > 0) s.decision = { k: 'collector', seat: s.active, excl };
}

function endGame(s: NefertitiState, reason: EndReason, ev: NefertitiEvent[]): void {
  s.tasks = [];
  s.decision = null;
  s.over = true;
  s.endReason = reason;
  s.final = finalScores(s);
  s.final.forEach((f, seat) => ev.push({ type: 'scored', seat, points: f.total - f.track, reason: 'final', breakdown: f }));
  ev.push({ type: 'gameOver', reason, scores: s.final.map((f) => f.total) });
}
