import type { HintReason } from '../core/types';
import type { Cargo, NiagaraAction } from './actions';
import { CANOE_INDEX, CREW_COLOURS } from './material/colours';
import { GEM_COLOURS, GEM_COUNT } from './material/gems';
import { SLOT_INDEX } from './material/river';
import { VICTORY } from './material/victory';
import type { NiagaraState } from './state';

/** A canoe named as the table names it: its crew's colour and its number (1 or 2). */
export function canoeValues(canoe: string): { colour: string; n: number } {
  const j = CANOE_INDEX[canoe]!;
  return { colour: CREW_COLOURS[j >> 1]!, n: (j & 1) + 1 };
}

/**
 * A paddle move's cargo, read from the move and the canoe before it (cargo, steal and landing are all on the open
 * table): the gem loaded, swapped, stolen or put back into a cave. `carried` follows the canoe's gem through the move.
 */
export function cargoReasons(s: NiagaraState, a: Extract<NiagaraAction, { type: 'paddle' }>): HintReason[] {
  const out: HintReason[] = [];
  let carried = s.canoeGem[CANOE_INDEX[a.canoe]!]!;
  const block = (c: Cargo | undefined) => {
    if (!c) return;
    if (c.op === 'unload') {
      if (carried >= 0) out.push({ code: 'unloadsGem', values: { gem: GEM_COLOURS[carried]! } });
    } else out.push({ code: c.op === 'load' ? 'loadsGem' : 'swapsGem', values: { gem: c.gem } });
    carried = c.op === 'unload' ? -1 : GEM_COLOURS.indexOf(c.gem);
  };
  block(a.before);
  if (a.steal) {
    carried = s.canoeGem[CANOE_INDEX[a.steal]!]!;
    out.push({ code: 'stealsGem', values: { gem: GEM_COLOURS[carried]!, ...canoeValues(a.steal) } });
  }
  block(a.after);
  return out;
}

/** The gem colour `seat` landed between two states, or null. */
export function landedGem(before: NiagaraState, after: NiagaraState, seat: number): string | null {
  for (let g = 0; g < GEM_COUNT; g++) if (after.reserve[seat * GEM_COUNT + g]! > before.reserve[seat * GEM_COUNT + g]!) return GEM_COLOURS[g]!;
  return null;
}

/** Gems `seat` still has to land to meet a victory condition (spec §9: 4 of a colour, 5 colours, or 7 in all). */
export function gemsToWin(s: NiagaraState, seat: number): number {
  const mine = s.reserve.slice(seat * GEM_COUNT, (seat + 1) * GEM_COUNT);
  const total = mine.reduce((a, b) => a + b, 0);
  const colours = mine.filter((n) => n > 0).length;
  const need = [VICTORY.sameColour - Math.max(...mine), VICTORY.differentColours - colours, VICTORY.anyColours - total];
  return Math.max(0, Math.min(...need));
}

/** The choice moves other than paddling: a canoe bought back, the cloud's weather, an optional launch declined. */
export function choiceReasons(a: NiagaraAction): HintReason[] {
  switch (a.type) {
    case 'buyBack':
      return [a.pay === null ? { code: 'buysBackFree', values: canoeValues(a.canoe) } : { code: 'buysBackCanoe', values: { ...canoeValues(a.canoe), gem: a.pay } }];
    case 'weather':
      return [{ code: a.delta > 0 ? 'riverFaster' : a.delta < 0 ? 'riverSlower' : 'riverSame' }];
    case 'pass':
      return [{ code: 'keepsOnBeach' }];
    default:
      return [];
  }
}

/**
 * What sets two paddle moves apart: which canoe, and where it ends (on the beach, on its own disc for a cargo-only
 * turn, on another disc, with the cargo done before paddling or after).
 */
export function paddleDetail(s: NiagaraState, a: Extract<NiagaraAction, { type: 'paddle' }>): HintReason {
  const canoe = canoeValues(a.canoe);
  if (a.to === 'bank') return { code: 'canoeLands', values: canoe };
  if (a.to === 'fallsL' || a.to === 'fallsR') return { code: 'canoeFalls', values: canoe };
  const stays = s.canoePos[CANOE_INDEX[a.canoe]!] === SLOT_INDEX[a.to];
  const code = stays ? 'canoeStays' : a.before ? 'canoeToAfterCargo' : 'canoeTo';
  return { code, values: { ...canoe, slot: a.to } };
}
