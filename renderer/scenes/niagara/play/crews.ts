import type { NiagaraEvent } from '../../../../engine/niagara/events';
import { CARD_IDS } from '../../../../engine/niagara/material/cards';
import type { EventTable } from '../../common/animation/eventTable';
import { crewOf } from '../model';
import type { NiagaraTable } from './table';

/** The crews' cards, rounds, the weather and the end of the game. */
export const CREW_EVENTS: EventTable<NiagaraEvent, NiagaraTable> = {
  roundStarted(t, e) {
    const d = t.d();
    d.round = e.round;
    d.phase = 'choose';
    d.turn = null;
    d.startSeat = e.startSeat;
    d.startColour = e.startColour;
    for (const c of d.crews) {
      c.faceDown = false;
      c.faceUp = null;
      c.choice = null;
    }
    t.show(d, { focus: { kind: 'overview' } });
  },

  async cardChosen(t, e) {
    const d = t.d();
    const c = crewOf(d, e.colour);
    if (c) {
      c.faceDown = true;
      if (c.seat === t.reveal && e.card !== undefined && c.hand) {
        c.hand = c.hand.filter((x) => x !== e.card);
        c.choice = e.card;
      }
    }
    t.show(d);
    t.sound('card');
    await t.wait(0.2);
  },

  async cardsRevealed(t, e) {
    const d = t.d();
    d.phase = 'resolve';
    const flips = { ...t.deps.store.getState().flips };
    for (const x of e.cards) {
      const c = crewOf(d, x.colour);
      if (!c) continue;
      c.faceDown = false;
      c.faceUp = x.card;
      // Kept in card order, as the view lists them.
      c.revealed = [...c.revealed, x.card].sort((a, b) => CARD_IDS.indexOf(a) - CARD_IDS.indexOf(b));
      c.unrevealed = Math.max(0, c.unrevealed - 1);
      d.turn = { colour: x.colour, seat: x.seat, card: x.card };
      flips[x.colour] = t.timed(0.45);
    }
    t.show(d, { flips });
    if (e.cards.some((x) => x.seat === t.reveal)) t.sound('turn');
    await t.wait(0.5);
  },

  async weatherMoved(t, e) {
    const d = t.d();
    d.weather = e.to;
    t.show(d);
    await t.wait(0.5);
  },

  lifeRingPassed(t, e) {
    const d = t.d();
    d.startSeat = e.seat;
    d.startColour = e.colour;
    t.show(d, { splashes: [] });
  },

  cardsReturned(t) {
    const d = t.d();
    for (const c of d.crews) {
      c.revealed = [];
      c.unrevealed = 7;
      if (c.hand) c.hand = [...CARD_IDS];
    }
    t.show(d);
    t.sound('shuffle');
  },

  async gameOver(t, e) {
    const d = t.d();
    d.over = true;
    d.phase = 'over';
    d.winners = e.winners;
    d.capped = e.reason === 'roundCap';
    t.show(d, { focus: { kind: 'overview' } });
    await t.wait(0.5);
  },
};
