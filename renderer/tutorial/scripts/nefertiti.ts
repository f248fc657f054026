import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { TutorialScript } from '../script';

/**
 * Nefertiti, three players, the learner first, the reserve tiles as printed (Gizeh's left stall: three side by side
 * closes it). Two markets close with the learner in them: first as top bidder (the sealed upper card), then behind the
 * others (take half the reserve, then buy); in between the seal pays for the Thief. Seed "tutorial-1": the gifts on
 * the markets it names. test/renderer/tutorial.test.ts replays it on the engine.
 */
export const nefertitiTutorial: TutorialScript<NefertitiAction> = {
  game: 'nefertiti',
  seed: 'tutorial-1',
  options: { firstPlayer: 0, reservePlacement: 'printed' },
  players: 3,
  player: 0,
  steps: [
    { kind: 'explain', text: 'nefertiti.welcome' },
    { kind: 'explain', text: 'nefertiti.turn' },
    { kind: 'do', text: 'nefertiti.place', action: { type: 'place', market: 'gizeh', space: 4 } },
    { kind: 'opponent', seat: 1, action: { type: 'place', market: 'gizeh', space: 3 } },
    { kind: 'opponent', seat: 2, action: { type: 'place', market: 'gizeh', space: 2 } },
    { kind: 'explain', text: 'nefertiti.closed' },
    { kind: 'do', text: 'nefertiti.top', action: { type: 'takeGifts', slots: [0] } },
    { kind: 'opponent', seat: 1, action: { type: 'buy', slots: [3] } },
    { kind: 'opponent', seat: 2, action: { type: 'takeHalf' } },
    { kind: 'do', text: 'nefertiti.character', action: { type: 'character', character: 'thief' } },
    { kind: 'do', text: 'nefertiti.steal', action: { type: 'steal', market: 'abousimbel', slot: 3 } },
    { kind: 'do', text: 'nefertiti.placeAgain', action: { type: 'place', market: 'akhetaton', space: 3 } },
    { kind: 'opponent', seat: 1, action: { type: 'place', market: 'akhetaton', space: 4 } },
    { kind: 'opponent', seat: 2, action: { type: 'place', market: 'akhetaton', space: 5 } },
    { kind: 'do', text: 'nefertiti.closeIt', action: { type: 'place', market: 'akhetaton', space: 2 } },
    { kind: 'opponent', seat: 2, action: { type: 'takeGifts', slots: [1, 3] } },
    { kind: 'opponent', seat: 1, action: { type: 'buy', slots: [2] } },
    { kind: 'do', text: 'nefertiti.half', action: { type: 'takeHalf' } },
    { kind: 'do', text: 'nefertiti.buy', action: { type: 'buy', slots: [0] } },
    { kind: 'explain', text: 'nefertiti.scoring' },
  ],
};
