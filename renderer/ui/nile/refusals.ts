import type { TFunction } from 'i18next';
import type { Refusal } from '../game/gameUi';

/** A crop's or a speculation card's name as the refusals quote it (an unknown id stays as it is). */
const cropName = (t: TFunction, id: string) => (/^[PWLCF]$/.test(id) ? t(`crops.${id}`) : id.length === 2 && /^[PWLCF]{2}$/.test(id) ? t('crops.spec', { a: t(`crops.${id[0]}`), b: t(`crops.${id[1]}`) }) : id);

/**
 * The NILE engine's refusals (engine/nile/rules: planting, speculating, trading; engine/nile/actions.ts: a move's
 * shape) in the player's language: [the engine's stable English text, its translation with the crops named]. The
 * reason shows inside the translated "Not allowed: …" frame (ui/errors.ts).
 */
export const NILE_REFUSALS: readonly Refusal[] = [
  [/^you have only (\d+) ([PWLCF]) in hand$/, (t, m) => t('errors.onlyHave', { n: m[1], crop: cropName(t, m[2] ?? '') })],
  [/^([PWLCF]) is flooded: it cannot be planted this turn$/, (t, m) => t('errors.flooded', { crop: cropName(t, m[1] ?? '') })],
  [/^plant at least one card$/, (t) => t('errors.atLeastOne')],
  [/^two or more cards must be played$/, (t) => t('errors.twoOrMore')],
  [/^exactly two cards of different types, or cards of one type only$/, (t) => t('errors.pattern')],
  [/^an opponent has a field of equal or greater size already$/, (t) => t('errors.opponentField')],
  [/^you have no ([A-Z]{2}) speculation card in hand$/, (t, m) => t('errors.noSpecCard', { card: cropName(t, m[1] ?? '') })],
  [/^([A-Z]{2}) shows a flooded crop: it cannot be played this turn$/, (t, m) => t('errors.specFlooded', { card: cropName(t, m[1] ?? '') })],
  [/^storage holds only crops, not (\w+)$/, (t, m) => t('errors.storageCrops', { card: cropName(t, m[1] ?? '') })],
  [/^only crop cards may pay for a trade/, (t) => t('errors.cropsOnly')],
  // The shape checks a HUD button can meet when the picked cards are no such move (Market with one card picked).
  [/^(?:market|offering): "pay" must list exactly 2 cards$/, (t) => t('errors.payTwo')],
  [/^speculate: "cards" must list 1 or 2 speculation cards$/, (t) => t('errors.specOneOrTwo')],
  [/^speculate: cards\[\d+\] is not a speculation card/, (t) => t('errors.specCardsOnly')],
  [/^plant: "[^"]*" is not a crop/, (t) => t('errors.plantCropsOnly')],
  [/^you do not have (?:two|a) (\w+) in your (hand|storage)$/, (t, m) => t('errors.missingCard', { card: cropName(t, m[1] ?? ''), where: t(m[2] === 'hand' ? 'errors.whereHand' : 'errors.whereStorage') })],
];
