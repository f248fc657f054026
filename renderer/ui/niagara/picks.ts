import type { PickModel } from '../table/kit';
import type { NiagaraKit, NiagaraPick } from './kitTypes';

const none: NiagaraPick = { canoe: null, dest: null };

/**
 * How a Niagara paddle is clicked: a canoe, then where it goes. A destination reached one way is sent at once; with
 * several ways (cargo, a steal) it stays picked while the HUD lists them. A destination the canoe has no legal move to
 * is sent as the plain move, so the host's refusal says why. A decision starts with its only movable canoe picked
 * (unless the seat may also pass: then nothing is picked for it). Back undoes the last pick.
 */
export const niagaraPicks: PickModel<NiagaraKit> = {
  start(choices) {
    const canoes = choices?.canoes() ?? [];
    return canoes.length === 1 && !choices?.pass ? { canoe: canoes[0] ?? null, dest: null } : none;
  },
  step(pick, input, { choices }) {
    if ('canoe' in input) return { pick: { canoe: input.canoe, dest: null } };
    if ('back' in input) return { pick: pick.dest ? { canoe: pick.canoe, dest: null } : none };
    const canoe = pick.canoe;
    if (!canoe) return { pick };
    const [first, ...more] = choices.variants(canoe, input.dest);
    if (!first) return { send: { type: 'paddle', canoe, to: input.dest } };
    if (more.length === 0) return { send: first.action };
    return { pick: { canoe, dest: input.dest } };
  },
};
