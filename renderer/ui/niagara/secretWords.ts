import type { TFunction } from 'i18next';
import type { NiagaraView } from '../../../engine/niagara/view';
import { cardName } from './logText';

/** What `seat`'s own view shows that the spectator's does not: each of its crews' cards in hand and face-down card. */
export function secretWords(t: TFunction, own: NiagaraView, _spectator: NiagaraView, seat: number): string[] {
  return own.crews.flatMap((crew) => {
    if (crew.seat !== seat || !crew.hand) return [];
    const hand = crew.hand.map((c) => cardName(t, c)).join(', ') || t('replay.secrets.empty');
    const colour = t(`niagaraTable.${crew.colour}`);
    // The chosen card is a secret only while it lies face down: once turned over everyone sees it.
    if (crew.faceDown && crew.choice != null) return [t('replay.secrets.niagara.crewDown', { colour, hand, card: cardName(t, crew.choice) })];
    return [t('replay.secrets.niagara.crew', { colour, hand })];
  });
}
