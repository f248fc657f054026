import type { Refusal } from '../game/gameUi';

/**
 * The Nefertiti engine's placement refusals (engine/nefertiti/rules/placement.ts placeRefusal) in the player's
 * language: [the engine's stable English text, its translation]. The reason shows inside the translated "Not allowed: …"
 * frame (ui/errors.ts). Market names are proper nouns from the data set and stay as they are.
 */
export const NEF_REFUSALS: readonly Refusal[] = [
  [/^the second servant must go to (.+)$/, (t, m) => t('nefertitiTable.refusal.secondServant', { market: m[1] })],
  [/^you have no servant left to place$/, (t) => t('nefertitiTable.refusal.noServant')],
  [/^Memphis is not in play$/, (t) => t('nefertitiTable.refusal.memphisOff')],
  [/^(.+) is closed$/, (t, m) => t('nefertitiTable.refusal.closed', { market: m[1] })],
  [/^(.+) has no space \d+$/, (t, m) => t('nefertitiTable.refusal.noSpace', { market: m[1] })],
  [/^the (\d+) space at (.+) is taken$/, (t, m) => t('nefertitiTable.refusal.taken', { value: m[1], market: m[2] })],
  [/^you already have a servant at (.+)$/, (t, m) => t('nefertitiTable.refusal.sameStall', { market: m[1] })],
  [/^a bid of (\d+) Deben is more than your (\d+) Deben$/, (t, m) => t('nefertitiTable.refusal.cannotPay', { value: m[1], money: m[2] })],
];
