import { SLOT_IDS, type DestinationId } from '../../../engine/niagara/material/river';
import type { NiagaraDisplay } from '../../scenes/niagara/model';
import type { PickModel, PickStep } from '../table/kit';
import type { NiagaraKit, NiagaraPick } from './kitTypes';

/** Where a canoe may be told to be (the falls' foot is no place to stay). */
const DESTINATIONS: readonly DestinationId[] = [...SLOT_IDS, 'bank'];

const none: NiagaraPick = { canoe: null, dest: null };

/**
 * A canoe with no move now (another crew's, one that has moved) clicked: its plainest paddle, staying where it is, is
 * the attempt, so the host says why that canoe cannot move; the pick stays as it was.
 */
function stayPut(pick: NiagaraPick, display: NiagaraDisplay, canoe: string): PickStep<NiagaraKit> {
  const at = display.canoes.find((c) => c.id === canoe)?.at;
  const to = DESTINATIONS.find((d) => d === at);
  return to ? { send: { type: 'paddle', canoe, to } } : { pick };
}

/**
 * How a Niagara paddle is clicked: a canoe, then where it goes. A destination reached one way is sent at once; with
 * several ways (cargo, a steal) it stays picked while the HUD lists them. A destination the canoe has no legal move to
 * is sent as the plain move, and a canoe that cannot move as staying put, so the host's refusal says why (the table
 * holds it). A decision starts with its only movable canoe picked (unless the seat may also pass: then nothing is
 * picked for it). Back undoes the last pick.
 */
export const niagaraPicks: PickModel<NiagaraKit> = {
  start(choices) {
    const canoes = choices?.canoes() ?? [];
    return canoes.length === 1 && !choices?.pass ? { canoe: canoes[0] ?? null, dest: null } : none;
  },
  step(pick, input, { choices, display }) {
    if ('canoe' in input) return choices.destinations(input.canoe).length > 0 ? { pick: { canoe: input.canoe, dest: null } } : stayPut(pick, display, input.canoe);
    if ('back' in input) return { pick: pick.dest ? { canoe: pick.canoe, dest: null } : none };
    const canoe = pick.canoe;
    if (!canoe) return { pick };
    const [first, ...more] = choices.variants(canoe, input.dest);
    if (!first) return { send: { type: 'paddle', canoe, to: input.dest } };
    if (more.length === 0) return { send: first.action };
    return { pick: { canoe, dest: input.dest } };
  },
};
