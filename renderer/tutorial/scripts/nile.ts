import type { NileAction } from '../../../engine/nile';
import type { TutorialScript } from '../script';

/**
 * NILE, two players, the learner first. Seed chosen (among "tutorial-N") so that four of the learner's turns show every
 * kind of move and what the table does on its own: a harvest, a winning speculation, a market, and the opponent drawing
 * the Plague of Locusts. test/renderer/tutorial.test.ts replays it on the engine.
 */
export const nileTutorial: TutorialScript<NileAction> = {
  game: 'nile',
  seed: 'tutorial-44',
  options: { firstPlayer: 0 },
  players: 2,
  player: 0,
  steps: [
    { kind: 'explain', text: 'nile.welcome' },
    { kind: 'explain', text: 'nile.turn' },
    { kind: 'do', text: 'nile.plant', action: { type: 'plant', crops: { P: 1, W: 1 } } },
    { kind: 'opponent', seat: 1, action: { type: 'plant', crops: { F: 2 } } },
    { kind: 'explain', text: 'nile.harvest' },
    { kind: 'do', text: 'nile.speculate', action: { type: 'speculate', cards: ['WC'] } },
    { kind: 'opponent', seat: 1, action: { type: 'plant', crops: { P: 1, L: 1 } } },
    { kind: 'explain', text: 'nile.speculationWon' },
    { kind: 'do', text: 'nile.market', action: { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'P' }] } },
    { kind: 'do', text: 'nile.plantAfterTrade', action: { type: 'plant', crops: { W: 2 } } },
    { kind: 'opponent', seat: 1, action: { type: 'plant', crops: { C: 1, F: 1 } } },
    { kind: 'explain', text: 'nile.locust' },
    { kind: 'do', text: 'nile.plantAgain', action: { type: 'plant', crops: { W: 1, F: 1 } } },
    { kind: 'explain', text: 'nile.scoring' },
  ],
};
