import { RuleError } from '../core/errors';
import { defaultsOf } from '../core/options';
import type { ApplyResult, Game, Seat } from '../core/types';
import { parseAction, type NiagaraAction, type ParsedAction } from './actions';
import type { NiagaraEvent } from './events';
import { niagaraHeuristic } from './heuristic';
import { legalActions, legalPlans, mayAct, mayPass, toAct } from './legal';
import { CLOUD, cardId, cardValue } from './material/cards';
import { CREW_COLOURS, canoeId } from './material/colours';
import { niagaraOptionSchema, niagaraPresets, type NiagaraOptions } from './options';
import { applyBuyBack, applyPlay, buyBackOptions, pendingCrews } from './rules/choose';
import { mayPaddle } from './rules/obligations';
import { niagaraOutcome } from './rules/outcome';
import { applyPlan, decodePlan, planKey } from './rules/paddle';
import { afterPaddle, endCrewTurn, startResolve } from './rules/round';
import { applyWeather, weatherMoves } from './rules/weather';
import { NIAGARA_PLAYERS, niagaraSetup } from './setup';
import { cloneForPlay, cloneForResolve, cloneState, seatOfCrew, type NiagaraState } from './state';
import { niagaraDeterminize, niagaraEventView, niagaraView, type NiagaraView } from './view';

export type { NiagaraState, NiagaraAction, NiagaraOptions, NiagaraEvent };
export type { NiagaraView } from './view';
export { NIAGARA_ROUND_CAP } from './options';

const illegal = (msg: string, a: ParsedAction): RuleError => new RuleError('ILLEGAL_ACTION', msg, { action: a.type });

type Run = ((c: NiagaraState, ev: NiagaraEvent[]) => void) & { light?: boolean };

/** Check on the untouched input (throws RuleError); the state is only copied once the action is known to be legal. */
function validate(s: NiagaraState, seat: Seat, a: ParsedAction): Run {
  switch (a.type) {
    case 'play': {
      if (s.phase !== 'choose') throw illegal('paddle cards are played face down in phase 1 only', a);
      const pending = pendingCrews(s, seat);
      let crew: number;
      if (a.crew === null) {
        if (pending.length > 1) throw illegal(`name the colour you play for (${pending.map((c) => CREW_COLOURS[c]).join(' or ')})`, a);
        crew = pending[0]!;
      } else {
        crew = a.crew;
        if (crew >= s.crews || seatOfCrew(s, crew) !== seat) throw illegal(`colour ${CREW_COLOURS[crew]} is not yours`, a);
        if (!pending.includes(crew)) throw illegal(`colour ${CREW_COLOURS[crew]} has already played its card this round`, a);
      }
      if (!(s.hands[crew]! & (1 << a.card))) throw illegal(`card ${cardId(a.card)} was already played in this 7-card cycle`, a);
      let waiting = 0;
      for (let i = 0; i < s.crews; i++) if (s.chosen[i]! < 0) waiting++;
      const run: Run = (c, ev) => {
        applyPlay(c, crew, a.card, ev);
        if (waiting === 1) startResolve(c, ev); // the last card is down: phase 2 runs until someone must decide
      };
      run.light = waiting > 1; // only hands and chosen change
      return run;
    }
    case 'buyBack': {
      if (s.phase !== 'choose') throw illegal('canoes are bought back in phase 1 only', a);
      const crew = a.canoe >> 1;
      if (crew >= s.crews || seatOfCrew(s, crew) !== seat) throw illegal(`canoe ${canoeId(a.canoe)} is not yours`, a);
      if (!buyBackOptions(s, crew).some(([k, g]) => k === a.canoe && g === a.gem)) {
        throw illegal(`canoe ${canoeId(a.canoe)} cannot be bought back that way now (lost? card already played? one per round? gem in your reserve? free only with both canoes lost and no gems)`, a);
      }
      return (c, ev) => applyBuyBack(c, crew, a.canoe, a.gem, ev);
    }
    case 'weather': {
      const t = s.turn;
      if (s.phase !== 'resolve' || !t || t.card !== CLOUD) throw illegal('the cloud moves only when you reveal your cloud card', a);
      if (!weatherMoves(s).includes(a.delta)) throw illegal(`the cloud cannot move by ${a.delta} from ${s.weather}`, a);
      return (c, ev) => {
        applyWeather(c, a.delta, ev);
        endCrewTurn(c, ev);
      };
    }
    case 'paddle': {
      const t = s.turn;
      if (s.phase !== 'resolve' || !t || t.card === CLOUD) throw illegal('canoes move only when you reveal a number card', a);
      if (a.canoe >> 1 !== t.crew) throw illegal(`canoe ${canoeId(a.canoe)} is not one of the ${CREW_COLOURS[t.crew]} canoes moving now`, a);
      const k = a.canoe & 1;
      if (!mayPaddle(s, t, k)) throw illegal(`canoe ${canoeId(a.canoe)} may not move now (already moved, lost, or a second launch)`, a);
      const key = planKey(a.canoe, a.before, a.to, a.steal, a.after);
      if (!legalPlans(s).includes(key)) throw illegal(`that move does not spend exactly ${cardValue(t.card)} points by the rules (§6.2–§6.4)`, a);
      return (c, ev) => {
        const launched = applyPlan(c, decodePlan(key), cardValue(t.card), ev);
        const ct = c.turn!;
        ct.moved |= 1 << k;
        if (launched) ct.launched = true;
        afterPaddle(c, ev);
      };
    }
    case 'pass':
      if (s.phase !== 'resolve' || !mayPass(s)) throw illegal('nothing optional to decline now', a);
      return (c, ev) => {
        ev.push({ type: 'passed', seat, colour: CREW_COLOURS[c.turn!.crew]! });
        endCrewTurn(c, ev);
      };
  }
}

function niagaraApply(s0: NiagaraState, seat: Seat, action: NiagaraAction): ApplyResult<NiagaraState, NiagaraEvent> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s0.players) throw new RuleError('BAD_SEAT', `seat ${String(seat)} is not in this ${s0.players}-player game`);
  if (s0.phase === 'over') throw new RuleError('GAME_OVER', 'the game is over');
  if (!mayAct(s0, seat)) throw new RuleError('NOT_YOUR_TURN', `seat ${seat} has nothing to do now (to act: ${toAct(s0).join(', ')})`);
  const a = parseAction(action);
  const run = validate(s0, seat, a);
  const s = run.light ? cloneForPlay(s0) : s0.phase === 'resolve' ? cloneForResolve(s0) : cloneState(s0);
  const ev: NiagaraEvent[] = [];
  run(s, ev);
  return { state: s, events: ev };
}

/** NIAGARA (Zoch 2004, Thomas Liesching): spec shared/rules/niagara.md. */
export const niagara: Game<NiagaraState, NiagaraAction, NiagaraOptions, NiagaraView, NiagaraEvent> = {
  id: 'niagara',
  name: 'Niagara',
  version: '1',
  players: NIAGARA_PLAYERS,
  optionSchema: niagaraOptionSchema,
  defaultOptions: defaultsOf<NiagaraOptions>(niagaraOptionSchema),
  presets: niagaraPresets,
  setup: niagaraSetup,
  toAct,
  legalActions,
  apply: niagaraApply,
  view: niagaraView,
  eventView: niagaraEventView,
  outcome: niagaraOutcome,
  determinize: niagaraDeterminize,
  heuristic: niagaraHeuristic,
  // Search bots: the others' paddle cards are a secret choice, sampled. normal τ 0 / 0.5 / 1: 84% / 58% / 21% vs 3 easy.
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    secret: (s) => s.phase === 'choose',
    cycleDone: (root, s) => s.round > root.round,
    tune: { normal: { finalTemperature: 0.5 } },
  },
};

