import type { TFunction } from 'i18next';
import type { NileAction } from '../../../engine/nile/actions';
import type { NileView } from '../../../engine/nile/view';
import { seatNamer } from '../table/hud';
import { cardName } from './logText';

/**
 * Every NILE action in words: which cards are paid (from hand or storage), planted or bet, what comes back and whose
 * field is wiped out. The HUD's move buttons, the hints and the tutorial all word actions here.
 */
export function actionWords(t: TFunction, view: NileView, seat: number, action: NileAction, names: readonly string[] = []): string {
  const seatName = seatNamer(t, names);
  const join = (parts: string[]) => parts.join(t('nileTable.words.and'));
  switch (action.type) {
    case 'market':
    case 'offering': {
      // Two of the same card from the same place read "2 × Papyrus from hand".
      const [x, y] = action.pay;
      const same = x.from === y.from && x.card === y.card;
      const named = (p: (typeof action.pay)[number], n: number) =>
        t(p.from === 'storage' ? 'nileTable.words.fromStorage' : 'nileTable.words.fromHand', { card: n > 1 ? t('nileTable.words.count', { n, card: cardName(t, p.card) }) : cardName(t, p.card) });
      const cards = same ? named(x, 2) : join([named(x, 1), named(y, 1)]);
      return t(`nileTable.words.${action.type}`, { cards });
    }
    case 'plant': {
      const entries = Object.entries(action.crops).filter(([, n]) => (n ?? 0) > 0);
      const cards = join(entries.map(([c, n]) => t('nileTable.words.count', { n, card: cardName(t, c) })));
      // A new field wipes out every smaller field of its crop (spec §6.1): say whose.
      const wiped = entries.flatMap(([c]) =>
        (view.seats[seat]?.fields[c as 'P'] ?? 0) > 0
          ? []
          : view.seats.flatMap((s, q) => (q !== seat && (s.fields[c as 'P'] ?? 0) > 0 ? [t('nileTable.words.field', { seat: seatName(q), card: cardName(t, c), count: s.fields[c as 'P'] })] : [])),
      );
      const text = t('nileTable.words.plant', { cards });
      return wiped.length ? t('nileTable.words.plantWipes', { text, fields: join(wiped) }) : text;
    }
    case 'speculate':
      return t('nileTable.words.speculate', { count: action.cards.length, cards: join(action.cards.map((c) => cardName(t, c))) });
    case 'pass':
      return t('nileTable.words.pass');
  }
}
