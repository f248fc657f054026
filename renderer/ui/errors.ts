import type { TFunction } from 'i18next';
import { GAME_IDS, GAME_UI } from './game/registry';

/**
 * The engine's and the host's refusals in the player's language. The host passes the engine's RuleError through
 * (stable `code`, English `message`); a reason one of the games knows (its `GameUi.refusals`) is matched and
 * translated with its details, anything else keeps the host's text inside a translated frame.
 */
const REFUSALS = GAME_IDS.flatMap((id) => GAME_UI[id].refusals ?? []);

/**
 * A per-client limit of the host (code LIMIT): its `details` say which limit and its value; without them (a caller
 * that dropped them) the host's own text is shown in a translated frame.
 */
function translateLimit(t: TFunction, message: string, details?: Record<string, unknown>): string {
  const max = typeof details?.max === 'number' ? details.max : null;
  if (max !== null && details?.limit === 'seatsPerConnection') return t('errors.LIMIT_SEATS', { max });
  if (max !== null && (details?.limit === 'matchesPerConnection' || details?.limit === 'matchesPerAddress')) return t('errors.LIMIT_MATCHES', { count: max });
  return t('errors.LIMIT', { message });
}

export function translateError(t: TFunction, code: string, message: string, details?: Record<string, unknown>): string {
  if (code === 'ILLEGAL_ACTION' || code === 'MALFORMED_ACTION') {
    for (const [re, f] of REFUSALS) {
      const m = message.match(re);
      if (m) return t('errors.illegal', { reason: f(t, m) });
    }
    return t('errors.illegal', { reason: message });
  }
  if (code === 'LIMIT') return translateLimit(t, message, details);
  const known = ['NOT_YOUR_TURN', 'GAME_OVER', 'STALE', 'NO_MATCH', 'NO_SEAT', 'SEAT_TAKEN', 'BAD_TOKEN', 'NOT_SEATED', 'NOT_STARTED', 'NOT_ALLOWED', 'BUSY', 'RATE_LIMITED', 'TIMEOUT', 'INTERNAL'];
  if (known.includes(code)) return t(`errors.${code}`);
  if (code === 'BAD_OPTION') return t('errors.BAD_OPTION', { message });
  return t('errors.generic', { message });
}
