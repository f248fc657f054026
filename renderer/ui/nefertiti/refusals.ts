import type { TFunction } from 'i18next';

/**
 * The Nefertiti engine's placement refusals (engine/nefertiti/rules/placement.ts placeRefusal) in the player's
 * language: [the engine's stable English text, its translation]. Shaped like renderer/ui/errors.ts PATTERNS, which
 * spreads them in; the reason then shows inside the translated "Not allowed: …" frame. Market names are proper nouns
 * from the data set and stay as they are.
 */
export const NEF_REFUSALS: [RegExp, (t: TFunction, m: RegExpMatchArray) => string][] = [
  [/^the second servant must go to (.+)$/, (t, m) => t('nefertitiTable.refusal.secondServant', { market: m[1] })],
  [/^you have no servant left to place$/, (t) => t('nefertitiTable.refusal.noServant')],
  [/^Memphis is not in play$/, (t) => t('nefertitiTable.refusal.memphisOff')],
  [/^(.+) is closed$/, (t, m) => t('nefertitiTable.refusal.closed', { market: m[1] })],
  [/^(.+) has no space \d+$/, (t, m) => t('nefertitiTable.refusal.noSpace', { market: m[1] })],
  [/^the (\d+) space at (.+) is taken$/, (t, m) => t('nefertitiTable.refusal.taken', { value: m[1], market: m[2] })],
  [/^you already have a servant at (.+)$/, (t, m) => t('nefertitiTable.refusal.sameStall', { market: m[1] })],
  [/^a bid of (\d+) Deben is more than your (\d+) Deben$/, (t, m) => t('nefertitiTable.refusal.cannotPay', { value: m[1], money: m[2] })],
];
