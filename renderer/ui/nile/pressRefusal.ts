import type { TFunction } from 'i18next';
import { RuleError } from '../../../engine/core/errors';
import { parseAction } from '../../../engine/nile/actions';
import { translateError } from '../errors';

/**
 * Why a move button's action cannot even be sent, in the player's language, or null: NILE's buttons send what the
 * picked cards make (Market with one card), and the engine's own shape check (the host's first answer to it) says
 * why, without a round trip or a refusal toast away from the button.
 */
export function pressRefusal(t: TFunction, action: unknown): string | null {
  try {
    parseAction(action);
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return translateError(t, e.code, e.message, e.details);
  }
}
