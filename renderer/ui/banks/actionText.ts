import type { TFunction } from 'i18next';
import type { BanksAction } from '../../../engine/banks/actions';
import type { BanksView } from '../../../engine/banks/view';
import { actionCost } from '../../scenes/banks/choices';
import { colourName, fieldName, kindCount, kindName, marketRowName } from './names';

/**
 * Every legal action of An den Ufern des Nils in words: what it does, on which field or row (in words, never ids),
 * with which kinds and colours, and what it costs. The HUD's buttons, the hints and the tutorial all word actions here.
 */
export function actionWords(t: TFunction, view: BanksView, seat: number, action: BanksAction): string {
  const field = (id: string) => fieldName(t, view.data, id);
  const row = (id: string) => marketRowName(t, view.data, id);
  const withCost = (text: string) => {
    const n = actionCost(action, view, seat);
    return n === 0 ? text : t('banksTable.words.withCost', { text, cost: n < 0 ? t('banksTable.gain', { n: -n }) : t('banksTable.cost', { n }) });
  };
  const marketMarker = (rowId: string, pos: number) => {
    const m = view.market.find((r) => r.id === rowId)?.markers[pos - 1];
    return m ? t('banksTable.words.marker', { owner: colourName(t, m.colour, seat), kind: kindName(t, m.kind), pos }) : t('banksTable.words.position', { pos });
  };
  const ownKindOn = (id: string) => {
    const f = view.fields.find((x) => x.id === id);
    const m = f?.markers.find((x) => x.colour === seat) ?? f?.markers[0];
    return m ? kindName(t, m.kind) : t('banksTable.words.crop');
  };
  switch (action.type) {
    case 'startBid':
      return t('banksTable.words.startBid', { count: action.markers });
    case 'hippoBid':
      return t('banksTable.words.hippoBid', { count: action.markers });
    case 'payBid':
      return t('banksTable.words.payBid', { kind: kindCount(t, action.kind, 1) });
    case 'payHippo':
      return t('banksTable.words.payHippo', { kind: kindCount(t, action.kind, 1) });
    case 'openBoat':
      return t('banksTable.words.openBoat', { a: kindName(t, action.kinds[0]), b: kindName(t, action.kinds[1]) });
    case 'placeDesert':
      return t('banksTable.words.placeDesert', { field: field(action.field) });
    case 'placeWater': {
      const top = view.piles[seat]?.[action.pile]?.top;
      const outer = top ? (top[0] === action.inner ? top[1] : top[0]) : null;
      const card = outer === null ? t('banksTable.words.waterCard', { n: action.pile + 1 }) : t('banksTable.words.waterCardEnds', { n: action.pile + 1, inner: action.inner, outer });
      return t('banksTable.words.placeWater', { card, field: field(action.field) });
    }
    case 'removeWater':
      return t('banksTable.words.removeWater', { field: field(action.field) });
    case 'openSow':
      return t(action.ripe ? 'banksTable.words.openSowRipe' : 'banksTable.words.openSowSeed', { kind: kindName(t, action.kind), field: field(action.field) });
    case 'rot': {
      const rotting = action.picks.map((p) => marketMarker(action.row, p));
      return rotting.length ? t('banksTable.words.rot', { row: row(action.row), markers: rotting.join(t('banksTable.words.and')) }) : t('banksTable.words.rotNone', { row: row(action.row) });
    }
    case 'heal':
      return t('banksTable.words.heal', { marker: marketMarker(action.row, action.pos), row: row(action.row) });
    case 'sow':
      return withCost(t('banksTable.words.sow', { kind: kindName(t, action.kind), field: field(action.field) }));
    case 'grow':
      return withCost(t('banksTable.words.grow', { kind: ownKindOn(action.field), field: field(action.field) }));
    case 'harvest':
      return withCost(t('banksTable.words.harvest', { kind: ownKindOn(action.field), field: field(action.field), row: row(action.row) }));
    case 'buySeed':
      return withCost(t('banksTable.words.buySeed', { marker: t('banksTable.words.boatMarker', { owner: colourName(t, action.colour, seat), kind: kindName(t, action.kind) }) }));
    case 'buyJoker':
      return withCost(t('banksTable.words.buyJoker'));
    case 'useJoker':
      return withCost(t('banksTable.words.useJoker'));
    case 'endTurn':
      return view.ap > 0 ? t('banksTable.words.endTurnLeft', { count: view.ap }) : t('banksTable.words.endTurn');
  }
}
