import type { NiagaraAction } from '../../../engine/niagara';
import type { TutorialScript, TutorialStep } from '../script';

type Step = TutorialStep<NiagaraAction>;
const mine = (text: string, action: NiagaraAction): Step => ({ kind: 'do', text, action });
const theirs = (seat: 1 | 2, action: NiagaraAction): Step => ({ kind: 'opponent', seat, action });
const explain = (text: string): Step => ({ kind: 'explain', text });
const pass: NiagaraAction = { type: 'pass' };

/**
 * Niagara, three players, the learner holding the life ring first. The start is the same for every seed (every hand is
 * 1–6 and the cloud); the opponents' scripted cards and moves make seven rounds show each kind of move: a card, a
 * launch, loading a gem, launching the second canoe, the river's flow and its danger, paddling upstream, stealing a
 * gem (an empty canoe paddling upstream onto a loaded one), landing both canoes, the cloud card moving the weather,
 * the falls taking a canoe and its gem, and buying the canoe back with a gem from the reserve; the learner's last card
 * of the cycle ends it.
 * test/renderer/tutorial.test.ts replays it on the engine.
 */
export const niagaraTutorial: TutorialScript<NiagaraAction> = {
  game: 'niagara',
  seed: 'tutorial-1',
  options: { firstPlayer: 0 },
  players: 3,
  player: 0,
  steps: [
    explain('niagara.welcome'),
    explain('niagara.round'),
    // Round 1: the learner acts first.
    mine('niagara.playCard', { type: 'play', card: 4 }),
    theirs(1, { type: 'play', card: 3 }),
    theirs(2, { type: 'play', card: 2 }),
    mine('niagara.launch', { type: 'paddle', canoe: 'red1', to: 'T4' }),
    theirs(1, { type: 'paddle', canoe: 'green1', to: 'T3' }),
    theirs(2, { type: 'paddle', canoe: 'yellow1', to: 'T2' }),
    explain('niagara.flow'),
    // Round 2: the life ring has passed to Opponent 1.
    mine('niagara.playTwo', { type: 'play', card: 2 }),
    theirs(1, { type: 'play', card: 2 }),
    theirs(2, { type: 'play', card: 3 }),
    theirs(1, { type: 'paddle', canoe: 'green1', to: 'T5', before: { op: 'load', gem: 'yellow' } }),
    theirs(1, pass),
    theirs(2, { type: 'paddle', canoe: 'yellow1', to: 'T3', after: { op: 'load', gem: 'violet' } }),
    theirs(2, pass),
    mine('niagara.load', { type: 'paddle', canoe: 'red1', to: 'R6', before: { op: 'load', gem: 'blue' } }),
    mine('niagara.launchOther', { type: 'paddle', canoe: 'red2', to: 'T2' }),
    explain('niagara.danger'),
    // Round 3: paddle upstream, away from the falls; the empty canoe steals Opponent 2's violet gem.
    mine('niagara.playThree', { type: 'play', card: 3 }),
    theirs(1, { type: 'play', card: 1 }),
    theirs(2, { type: 'play', card: 4 }),
    theirs(2, { type: 'paddle', canoe: 'yellow1', to: 'T1' }),
    theirs(2, pass),
    mine('niagara.upstream', { type: 'paddle', canoe: 'red1', to: 'T4' }),
    mine('niagara.steal', { type: 'paddle', canoe: 'red2', to: 'T1', steal: 'yellow1' }),
    theirs(1, { type: 'paddle', canoe: 'green1', to: 'T5' }),
    theirs(1, pass),
    // Round 4: land both gems.
    mine('niagara.playFive', { type: 'play', card: 5 }),
    theirs(1, { type: 'play', card: 4 }),
    theirs(2, { type: 'play', card: 5 }),
    mine('niagara.land', { type: 'paddle', canoe: 'red1', to: 'bank' }),
    mine('niagara.landOther', { type: 'paddle', canoe: 'red2', to: 'bank' }),
    theirs(1, { type: 'paddle', canoe: 'green1', to: 'T4', after: { op: 'unload' } }),
    theirs(1, pass),
    theirs(2, { type: 'paddle', canoe: 'yellow1', to: 'bank' }),
    theirs(2, pass),
    explain('niagara.gems'),
    // Round 5: the cloud card.
    mine('niagara.cloud', { type: 'play', card: 'cloud' }),
    theirs(1, { type: 'play', card: 6 }),
    theirs(2, { type: 'play', card: 6 }),
    theirs(1, { type: 'paddle', canoe: 'green1', to: 'T3', after: { op: 'load', gem: 'violet' } }),
    theirs(1, pass),
    theirs(2, { type: 'paddle', canoe: 'yellow1', to: 'T4', after: { op: 'load', gem: 'white' } }),
    mine('niagara.weather', { type: 'weather', delta: -1 }),
    // Round 6: both opponents raise the weather; the flow of 7 takes every canoe in the river over the falls.
    mine('niagara.playSix', { type: 'play', card: 6 }),
    theirs(1, { type: 'play', card: 'cloud' }),
    theirs(2, { type: 'play', card: 'cloud' }),
    theirs(2, { type: 'weather', delta: 1 }),
    mine('niagara.loadWhite', { type: 'paddle', canoe: 'red1', to: 'T4', after: { op: 'load', gem: 'white' } }),
    theirs(1, { type: 'weather', delta: 1 }),
    explain('niagara.falls'),
    // Round 7 opens: buy the canoe back, then the learner's last card of the cycle hands the choice on (the bots from here).
    mine('niagara.buyBack', { type: 'buyBack', canoe: 'red1', pay: 'violet' }),
    mine('niagara.lastCard', { type: 'play', card: 1 }),
  ],
};
