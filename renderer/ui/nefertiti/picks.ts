import type { PickModel } from '../table/kit';
import type { NefKit } from './kitTypes';

/**
 * How a Nefertiti decision is clicked: a space sends its placement (the legal one there, or the plain attempt, whose
 * refusal the host words); a character card or button asks first, since playing it spends a seal; "Play it" sends it.
 */
export const nefPicks: PickModel<NefKit> = {
  start: () => null,
  step(pick, input, { choices }) {
    if ('space' in input) return { send: choices.intentForSpace(input.space[0], input.space[1]) };
    if ('character' in input) return { pick: input.character };
    return pick === null ? { pick } : { send: { type: 'character', character: pick } };
  },
};
