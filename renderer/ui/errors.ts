import type { TFunction } from 'i18next';
import { NEF_REFUSALS } from './nefertiti/refusals';

/**
 * The engine's and the host's refusals in the player's language. The host passes the engine's RuleError through
 * (stable `code`, English `message`); known NILE and Nefertiti reasons are matched and translated with their details, anything
 * else keeps the host's text inside a translated frame.
 */
const cropName = (t: TFunction, id: string) => (/^[PWLCF]$/.test(id) ? t(`crops.${id}`) : id.length === 2 && /^[PWLCF]{2}$/.test(id) ? t('crops.spec', { a: t(`crops.${id[0]}`), b: t(`crops.${id[1]}`) }) : id);

const PATTERNS: [RegExp, (t: TFunction, m: RegExpMatchArray) => string][] = [
  [/^you have only (\d+) ([PWLCF]) in hand$/, (t, m) => t('errors.onlyHave', { n: m[1], crop: cropName(t, m[2]!) })],
  [/^([PWLCF]) is flooded: it cannot be planted this turn$/, (t, m) => t('errors.flooded', { crop: cropName(t, m[1]!) })],
  [/^plant at least one card$/, (t) => t('errors.atLeastOne')],
  [/^two or more cards must be played$/, (t) => t('errors.twoOrMore')],
  [/^exactly two cards of different types, or cards of one type only$/, (t) => t('errors.pattern')],
  [/^an opponent has a field of equal or greater size already$/, (t) => t('errors.opponentField')],
  [/^you have no ([A-Z]{2}) speculation card in hand$/, (t, m) => t('errors.noSpecCard', { card: cropName(t, m[1]!) })],
  [/^([A-Z]{2}) shows a flooded crop: it cannot be played this turn$/, (t, m) => t('errors.specFlooded', { card: cropName(t, m[1]!) })],
  [/^storage holds only crops, not (\w+)$/, (t, m) => t('errors.storageCrops', { card: cropName(t, m[1]!) })],
  [/^only crop cards may pay for a trade/, (t) => t('errors.cropsOnly')],
  [/^you do not have (?:two|a) (\w+) in your (hand|storage)$/, (t, m) => t('errors.missingCard', { card: cropName(t, m[1]!), where: t(m[2] === 'hand' ? 'errors.whereHand' : 'errors.whereStorage') })],
  ...NEF_REFUSALS,
];

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
    for (const [re, f] of PATTERNS) {
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
