import { RuleError } from '../core/errors';
import { resolveOptions } from '../core/options';
import { createRng, randInt } from '../core/rng';
import { FULL_HAND } from './material/cards';
import { CANOES_PER_CREW } from './material/colours';
import { GEMS_PER_CAVE, GEM_COUNT } from './material/gems';
import { BANK } from './material/river';
import { WEATHER_START } from './material/weather';
import type { NiagaraEvent } from './events';
import { niagaraOptionSchema, type NiagaraOptions } from './options';
import { startRound } from './rules/round';
import type { NiagaraState } from './state';

/** 3–5 players officially; 2 only with the two-colours-each house variant (§10). */
export const NIAGARA_PLAYERS = { min: 2, max: 5 };

/** §4: 7 gems per cave, 9 discs on the board, cloud on 0, both canoes of every colour on the bank, a start player. */
export function niagaraSetup(p: { players: number; seed: string; options?: Partial<NiagaraOptions> }): NiagaraState {
  const { players, seed } = p;
  const options = resolveOptions(niagaraOptionSchema, p.options);
  if (!Number.isInteger(players) || players < NIAGARA_PLAYERS.min || players > NIAGARA_PLAYERS.max) {
    throw new RuleError('BAD_SETUP', `Niagara is for 3 to 5 players (2 with option "twoColoursEach"), got ${String(players)}`);
  }
  if (typeof seed !== 'string') throw new RuleError('BAD_SETUP', 'seed must be a string');
  if (players === 2 && !options.twoColoursEach) {
    throw new RuleError('BAD_SETUP', 'Niagara needs 3 to 5 players; for 2 players turn on option "twoColoursEach"', { option: 'twoColoursEach' });
  }
  if (options.twoColoursEach && players !== 2) {
    throw new RuleError('BAD_OPTION', `option "twoColoursEach" is only for 2 players, got ${players}`, { option: 'twoColoursEach' });
  }
  if (options.firstPlayer !== null && options.firstPlayer >= players) {
    throw new RuleError('BAD_OPTION', `option "firstPlayer" must be a seat from 0 to ${players - 1}, got ${options.firstPlayer}`, { option: 'firstPlayer' });
  }
  const crews = options.twoColoursEach ? 4 : players;
  const rng = createRng(seed);
  const caves = new Array<number>(GEM_COUNT * GEM_COUNT).fill(0);
  for (let g = 0; g < GEM_COUNT; g++) caves[g * GEM_COUNT + g] = GEMS_PER_CAVE;
  const s: NiagaraState = {
    game: 'niagara',
    players,
    crews,
    options,
    rng,
    round: 1,
    phase: 'choose',
    startCrew: options.firstPlayer ?? randInt(rng, players),
    weather: WEATHER_START,
    forkNext: options.forkMode === 'random' || options.forkStart === 'random' ? -1 : options.forkStart === 'left' ? 0 : 1,
    pushes: 0,
    caves,
    canoePos: new Array<number>(crews * CANOES_PER_CREW).fill(BANK),
    canoeGem: new Array<number>(crews * CANOES_PER_CREW).fill(-1),
    reserve: new Array<number>(players * GEM_COUNT).fill(0),
    hands: new Array<number>(crews).fill(FULL_HAND),
    chosen: new Array<number>(crews).fill(-1),
    shown: new Array<number>(crews).fill(0),
    boughtBack: new Array<number>(crews).fill(0),
    resolved: 0,
    turn: null,
    metOrder: new Array<number>(players).fill(-1),
    metCount: 0,
    capped: false,
  };
  const ev: NiagaraEvent[] = [];
  startRound(s, ev);
  return s;
}
