import type { BanksAction } from '../../../engine/banks';
import type { TutorialScript } from '../script';

/**
 * An den Ufern des Nils, two players, the learner the start player. The opening shows every kind of setup move (the
 * starting desert, the boat, the opening water card, sowing on either side), then the first tide (a flood: a water
 * card turned end for end to join the learner's double-wave channel, and one that floods the opponent's onion) and
 * one action phase: harvest, grow, buy from the boat, end the turn. Seed "tutorial-4": the learner's left pile deals
 * 1|2 cards. test/renderer/tutorial.test.ts replays it on the engine.
 */
export const banksTutorial: TutorialScript<BanksAction> = {
  game: 'banks',
  seed: 'tutorial-4',
  options: { firstPlayer: 0 },
  players: 2,
  player: 0,
  steps: [
    { kind: 'explain', text: 'banks.welcome' },
    { kind: 'do', text: 'banks.desert', action: { type: 'placeDesert', field: 'W5-5' } },
    { kind: 'do', text: 'banks.desertMore', action: { type: 'placeDesert', field: 'W4-4' } },
    { kind: 'do', text: 'banks.desertLast', action: { type: 'placeDesert', field: 'W3-3' } },
    { kind: 'do', text: 'banks.boat', action: { type: 'openBoat', kinds: ['flax', 'wheat'] } },
    { kind: 'opponent', seat: 1, action: { type: 'openBoat', kinds: ['flax', 'flax'] } },
    { kind: 'do', text: 'banks.water', action: { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 } },
    { kind: 'opponent', seat: 1, action: { type: 'placeWater', pile: 0, field: 'E5-1', inner: 1 } },
    { kind: 'do', text: 'banks.sowRipe', action: { type: 'openSow', kind: 'flax', field: 'W5-3', ripe: true } },
    { kind: 'do', text: 'banks.sowSeed', action: { type: 'openSow', kind: 'wheat', field: 'W5-4', ripe: false } },
    { kind: 'opponent', seat: 1, action: { type: 'openSow', kind: 'onion', field: 'E5-2', ripe: true } },
    { kind: 'opponent', seat: 1, action: { type: 'openSow', kind: 'grapes', field: 'E5-3', ripe: false } },
    { kind: 'explain', text: 'banks.flood' },
    { kind: 'do', text: 'banks.turnCard', action: { type: 'placeWater', pile: 0, field: 'W5-2', inner: 2 } },
    { kind: 'do', text: 'banks.floodThem', action: { type: 'placeWater', pile: 0, field: 'E5-2', inner: 1 } },
    { kind: 'explain', text: 'banks.actions' },
    { kind: 'do', text: 'banks.harvest', action: { type: 'harvest', field: 'W5-3', row: 'M2' } },
    { kind: 'do', text: 'banks.grow', action: { type: 'grow', field: 'W5-4' } },
    { kind: 'do', text: 'banks.buy', action: { type: 'buySeed', colour: 0, kind: 'wheat' } },
    { kind: 'do', text: 'banks.endTurn', action: { type: 'endTurn' } },
    { kind: 'explain', text: 'banks.scoring' },
  ],
};
