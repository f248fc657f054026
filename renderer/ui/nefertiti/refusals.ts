import type { TFunction } from 'i18next';
import type { Refusal } from '../game/gameUi';

/**
 * A location as the table names it: the markets by their data set's names (proper nouns, shown as they are), and
 * the Memphis port, which the engine calls 'Memphis', in the player's words (ui/nefertiti/actionText.ts does the same).
 */
const place = (t: TFunction, name: string | undefined) => (name === 'Memphis' ? t('nefertitiTable.memphis') : (name ?? ''));

/**
 * A choice that is not one of the pending decision's options (rules/legal.ts validate): the engine quotes the action
 * as JSON and names the decision by its kind; the player is told the decision as its prompt says it, where there is one.
 */
function notNow(t: TFunction, kind: string): string {
  const decision = t(`nefertitiTable.decision.${kind}`, { defaultValue: '' });
  return decision ? t('nefertitiTable.refusal.notNowIn', { decision }) : t('nefertitiTable.refusal.notNow');
}

/**
 * The Nefertiti engine's refusals (engine/nefertiti/rules/placement.ts placeRefusal, rules/turn.ts characterRefusal,
 * and rules/legal.ts for any other choice) in the player's language: [the engine's stable English text, its translation]. The reason shows inside the
 * translated "Not allowed: …" frame (ui/errors.ts). Market names are proper nouns from the data set and stay as they are.
 */
export const NEF_REFUSALS: readonly Refusal[] = [
  // First: the quoted action is JSON the player typed nothing of, which could end like another refusal's text.
  [/^\{.*\} is not legal now \((\w+) decision; legal kinds: .*\)$/, (t, m) => notNow(t, m[1] ?? '')],
  [/^the second servant must go to (.+)$/, (t, m) => t('nefertitiTable.refusal.secondServant', { market: place(t, m[1]) })],
  [/^you have no servant left to place$/, (t) => t('nefertitiTable.refusal.noServant')],
  [/^Memphis is not in play$/, (t) => t('nefertitiTable.refusal.memphisOff')],
  [/^(.+) is closed$/, (t, m) => t('nefertitiTable.refusal.closed', { market: place(t, m[1]) })],
  [/^(.+) has no space \d+$/, (t, m) => t('nefertitiTable.refusal.noSpace', { market: place(t, m[1]) })],
  [/^the (\d+) space at (.+) is taken$/, (t, m) => t('nefertitiTable.refusal.taken', { value: m[1], market: place(t, m[2]) })],
  [/^you already have a servant at (.+)$/, (t, m) => t('nefertitiTable.refusal.sameStall', { market: place(t, m[1]) })],
  [/^a bid of (\d+) Deben is more than your (\d+) Deben$/, (t, m) => t('nefertitiTable.refusal.cannotPay', { value: m[1], money: m[2] })],
  [/^you have already played a character this turn$/, (t) => t('nefertitiTable.refusal.charDone')],
  [/^you have no Royal Seal left to play a character$/, (t) => t('nefertitiTable.refusal.noSeal')],
];
