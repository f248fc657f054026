import type { NefertitiEvent } from '../../../engine/nefertiti/events';
import { addGift, marketIndex, type NefDisplay } from './model';

/**
 * Moves the displayed table forward by one host event (display bookkeeping, no rules: only what the event says).
 * Anything an event does not spell out (e.g. a discard chosen inside a character) is corrected by the next view.
 */
export function applyEvent(d: NefDisplay, e: NefertitiEvent): void {
  const mk = (id: string) => d.markets[marketIndex(d, id)];
  const reserve = (id: string, by: number) => {
    if (id === 'memphis') {
      if (d.memphis) d.memphis.reserve = Math.max(0, d.memphis.reserve + by);
    } else {
      const m = mk(id);
      if (m) m.reserve = Math.max(0, m.reserve + by);
    }
  };
  const seat = (s: number | null) => (s === null ? null : (d.seats[s] ?? null));
  switch (e.type) {
    case 'turn':
      d.active = e.seat;
      d.turn = e.turn;
      return;
    case 'characterPlayed':
      if ((d.characters[e.character] ?? 0) > 0) d.characters[e.character]! -= 1;
      if (d.characters[e.character] === 0) delete d.characters[e.character];
      return;
    case 'sealSpent':
      d.seats[e.seat]!.seals = Math.max(0, d.seats[e.seat]!.seals - 1);
      if (e.toSupply) d.sealSupply += 1;
      return;
    case 'sealTaken': {
      d.seats[e.seat]!.seals += 1;
      const m = mk(e.from);
      if (e.reason === 'upper' && m) m.seal = false;
      else d.sealSupply = Math.max(0, d.sealSupply - 1);
      return;
    }
    case 'sealPlaced': {
      const m = mk(e.market);
      if (m) m.seal = true;
      d.sealSupply = Math.max(0, d.sealSupply - 1);
      return;
    }
    case 'sealDiscarded': {
      const m = mk(e.market);
      if (m) m.seal = false;
      if (e.toSupply) d.sealSupply += 1;
      return;
    }
    case 'servantPlaced': {
      const bids = e.market === 'memphis' ? d.memphis?.bids : mk(e.market)?.bids;
      bids?.push({ space: e.space, seat: e.seat, collector: e.piece === 'collector' });
      const s = d.seats[e.seat]!;
      if (e.piece === 'collector') s.collectors = Math.max(0, s.collectors - 1);
      else s.servants = Math.max(0, s.servants - 1);
      return;
    }
    case 'coinTaken':
      reserve(e.market, -e.amount);
      d.seats[e.seat]!.money += e.amount;
      return;
    case 'bidResolved':
      if (e.result === 'paid') {
        d.seats[e.seat]!.money = Math.max(0, d.seats[e.seat]!.money - e.amount);
        reserve(e.market, e.amount);
      }
      return;
    case 'giftTaken': {
      if (e.market === 'memphis') {
        const i = d.memphis?.cards.indexOf(e.card) ?? -1;
        if (i >= 0) d.memphis!.cards.splice(i, 1);
      } else {
        const m = mk(e.market);
        if (m) m.slots[e.slot] = null;
      }
      // The Wandering Thief is not kept as a gift: its taker uses it at once (a later event says how).
      if (e.card === 'wanderingThief') return;
      const s = seat(e.seat);
      if (s) addGift(s.gifts, e.card, 1);
      else if (d.neutral) addGift(d.neutral, e.card, 1);
      return;
    }
    case 'debenMoved':
      reserve(e.from, -e.amount);
      reserve(e.to, e.amount);
      return;
    case 'servantsReturned': {
      const bids = e.market === 'memphis' ? d.memphis?.bids : mk(e.market)?.bids;
      for (const b of bids ?? []) {
        const s = d.seats[b.seat]!;
        if (b.collector) s.collectors += 1;
        else s.servants += 1;
      }
      if (bids) bids.length = 0;
      return;
    }
    case 'marketClosed': {
      const m = mk(e.market);
      if (m) m.open = false;
      return;
    }
    case 'stallSwitched': {
      const m = mk(e.market);
      if (m) m.stall = e.stall;
      return;
    }
    case 'marketOpened': {
      // The "market closed" tile leaves this market for the one that has just closed.
      const now = d.markets.find((x) => !x.open && x.id !== e.market && x.id !== d.akhenaton);
      if (now) d.closed = now.id;
      const m = mk(e.market);
      if (m) m.open = true;
      return;
    }
    case 'cardTurned': {
      const m = mk(e.market);
      if (m) m.slots[e.slot] = e.faceDown ? 'faceDown' : (e.card ?? m.slots[e.slot] ?? null);
      return;
    }
    case 'marketRefilled': {
      const m = mk(e.market);
      if (m) for (const c of e.cards) m.slots[c.slot] = c.card;
      d.deckSize = Math.max(0, d.deckSize - e.cards.length - e.toMemphis.length);
      if (d.memphis) d.memphis.cards.push(...e.toMemphis);
      return;
    }
    case 'akhenatonDrawn': {
      // The market that drew him stays closed, and Memphis takes no more servants (spec §9.1).
      d.akhenaton = e.market;
      d.deckSize = Math.max(0, d.deckSize - 1);
      const m = mk(e.market);
      if (m) m.open = false;
      if (d.memphis) d.memphis.closed = true;
      return;
    }
    case 'giftDiscarded': {
      const s = seat(e.seat);
      if (s) addGift(s.gifts, e.card, -1);
      else if (d.neutral) addGift(d.neutral, e.card, -1);
      return;
    }
    case 'scored':
      if (e.reason === 'final') return;
      d.seats[e.seat]!.score += e.points;
      // Scribes score gifts by discarding them (the Merchant of Amun's discards have events of their own).
      if (e.cards && e.reason !== 'merchantOfAmun') for (const c of e.cards) addGift(d.seats[e.seat]!.gifts, c, -1);
      return;
    case 'giftsExchanged': {
      const s = d.seats[e.seat]!;
      addGift(s.gifts, e.gave, -1);
      // A trade with a market: the card taken already came with its own giftTaken event.
      if (!e.market) addGift(s.gifts, e.took, 1);
      s.money = Math.max(0, s.money - e.paid);
      if (e.market) {
        const m = mk(e.market);
        if (m && e.slot !== undefined) m.slots[e.slot] = e.gave;
        reserve(e.market, e.paid);
      } else {
        const o = seat(e.with);
        if (o) {
          addGift(o.gifts, e.took, -1);
          addGift(o.gifts, e.gave, 1);
          o.money += e.paid;
        } else if (d.neutral) {
          addGift(d.neutral, e.took, -1);
          addGift(d.neutral, e.gave, 1);
        }
      }
      return;
    }
    case 'wanderingThiefPlaced': {
      const m = mk(e.market);
      // The gift it replaced came with its own giftTaken event.
      if (m) m.slots[e.slot] = 'wanderingThief';
      return;
    }
    case 'oracleSwapped': {
      const s = d.seats[e.seat]!;
      addGift(s.gifts, e.gave, -1);
      addGift(s.gifts, e.took, 1);
      return;
    }
    case 'gameOver':
      d.over = true;
      return;
    default:
      return;
  }
}
