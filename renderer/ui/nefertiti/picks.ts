import type { PickModel } from '../table/kit';
import type { NefKit } from './kitTypes';

/**
 * How a Nefertiti decision is clicked: a space sends its placement (the legal one there, or the plain attempt, which
 * the table holds with the host's reason); a character card or button asks first, since playing it spends a seal, and
 * "Play it" sends it; a character that may not be played now is the attempt at once (no seal to confirm spending).
 */
export const nefPicks: PickModel<NefKit> = {
  start: () => null,
  step(pick, input, { choices }) {
    if ('space' in input) return { send: choices.intentForSpace(input.space[0], input.space[1]) };
    if ('character' in input) return choices.characters.has(input.character) ? { pick: input.character } : { send: { type: 'character', character: input.character } };
    return pick === null ? { pick } : { send: { type: 'character', character: pick } };
  },
};
