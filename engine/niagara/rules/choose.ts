import type { Seat } from '../../core/types';
import { cardId } from '../material/cards';
import { CANOES_PER_CREW, CREW_COLOURS, canoeId } from '../material/colours';
import { GEM_COLOURS, GEM_COUNT } from '../material/gems';
import { BANK, LOST } from '../material/river';
import type { NiagaraEvent } from '../events';
import { seatOfCrew, type NiagaraState } from '../state';

/** Phase 1 (§5): every crew plays one card face down; before that it may buy back a lost canoe. */

/** Crews of `seat` that still have to place a card this round. */
export function pendingCrews(s: NiagaraState, seat: Seat): number[] {
  const out: number[] = [];
  for (let c = seat; c < s.crews; c += s.players) if (s.chosen[c]! < 0) out.push(c);
  return out;
}

function reserveTotal(s: NiagaraState, seat: Seat): number {
  let t = 0;
  for (let g = 0; g < GEM_COUNT; g++) t += s.reserve[seat * GEM_COUNT + g]!;
  return t;
}

const NO_OPTIONS: readonly (readonly [number, number])[] = [];

/**
 * Buy-back options of a crew (§5 phase 1, §12.6): [canoe, gem paid or -1 for free]. A crew that lost both canoes while
 * its player has no gem gets one back free; otherwise one gem from the reserve goes back to its own colour's cave.
 */
export function buyBackOptions(s: NiagaraState, crew: number): readonly (readonly [number, number])[] {
  let lost = 0;
  for (let k = 0; k < CANOES_PER_CREW; k++) if (s.canoePos[crew * CANOES_PER_CREW + k] === LOST) lost++;
  if (lost === 0 || s.chosen[crew]! >= 0 || (s.options.oneBuyBackPerRound && s.boughtBack[crew]! > 0)) return NO_OPTIONS;
  const out: [number, number][] = [];
  const seat = seatOfCrew(s, crew);
  const free = lost === CANOES_PER_CREW && reserveTotal(s, seat) === 0;
  for (let k = 0; k < CANOES_PER_CREW; k++) {
    const canoe = crew * CANOES_PER_CREW + k;
    if (s.canoePos[canoe] !== LOST) continue;
    if (free) out.push([canoe, -1]);
    else for (let g = 0; g < GEM_COUNT; g++) if (s.reserve[seat * GEM_COUNT + g]! > 0) out.push([canoe, g]);
  }
  return out;
}

export function applyBuyBack(s: NiagaraState, crew: number, canoe: number, gem: number, ev: NiagaraEvent[]): void {
  const seat = seatOfCrew(s, crew);
  if (gem >= 0) {
    s.reserve[seat * GEM_COUNT + gem]!--;
    s.caves[gem * GEM_COUNT + gem]!++; // a paid gem goes to the cave of its own colour (§12.7)
  }
  s.canoePos[canoe] = BANK;
  s.boughtBack[crew]!++;
  ev.push({ type: 'canoeBoughtBack', seat, canoe: canoeId(canoe), paid: gem >= 0 ? GEM_COLOURS[gem]! : null });
}

export function applyPlay(s: NiagaraState, crew: number, card: number, ev: NiagaraEvent[]): void {
  s.hands[crew] = s.hands[crew]! & ~(1 << card);
  s.chosen[crew] = card;
  ev.push({ type: 'cardChosen', seat: seatOfCrew(s, crew), colour: CREW_COLOURS[crew]!, card: cardId(card) });
}
