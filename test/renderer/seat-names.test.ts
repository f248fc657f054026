/**
 * One language at a time: a seat nobody named is stored without a name (at the host and on this machine), so every
 * screen names it by its kind in the language shown now; a seat's name, where it has one, is used wherever an action
 * names that seat.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Host } from '../../host/host';
import { nile, type NileAction } from '../../engine/nile';
import { resources } from '../../renderer/i18n';
import type { MatchFeed } from '../../renderer/net';
import { actionWords } from '../../renderer/ui/nile/actionText';
import { seatNames } from '../../renderer/ui/seatNames';
import { seededDecisions } from './seededGame';

async function tIn(lng: 'en' | 'fr' | 'de' | 'ja') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: resources[lng] }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('seat names', () => {
  it('the host keeps an unnamed seat unnamed (a bot, a human who joined without a name)', () => {
    const host = new Host({});
    const m = host.createMatch({ game: 'nile', players: 3, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random', name: 'Cleo' }] });
    expect(m.seats.map((s) => s.name)).toEqual([null, null, 'Cleo']);
  });

  it('an unnamed seat is named by its kind in the language shown now; a named one keeps its name', async () => {
    const feed = { summary: { seats: [{ seat: 0, kind: 'human', name: null }, { seat: 1, kind: 'bot', name: null }, { seat: 2, kind: 'bot', name: 'Cleo' }] } } as unknown as MatchFeed;
    expect(seatNames(feed, ['', ''], await tIn('en'), 3)).toEqual(['Player 1', 'Bot 2', 'Cleo']);
    expect(seatNames(feed, ['', ''], await tIn('fr'), 3)).toEqual(['Joueur 1', 'Robot 2', 'Cleo']);
    expect(seatNames(feed, ['', ''], await tIn('ja'), 3)).toEqual(['プレイヤー1', 'ボット2', 'Cleo']);
    // A name typed on this machine (kept locally) shows while the host has none.
    expect(seatNames(feed, ['Ann'], await tIn('en'), 3)[0]).toBe('Ann');
  });

  it("NILE's plant button names the seat whose field it wipes out by its name", async () => {
    const t = await tIn('en');
    // Bots that plant whenever they can: sooner or later a new field wipes out another seat's.
    const plantFirst = (legal: NileAction[], i: number) => legal.find((x) => x.type === 'plant') ?? legal[(i * 7) % legal.length];
    const wipes = seededDecisions(nile, { players: 3, seed: 'seat-names', max: 400 }, plantFirst)
      .flatMap(({ s, seat, legal }) => legal.map((a) => ({ a, seat, view: nile.view(s, seat) })))
      .find(({ a, seat, view }) => a.type === 'plant' && /wiping out/.test(actionWords(t, view, seat, a)));
    expect(wipes, 'a plant that wipes out another field in this seeded game').toBeDefined();
    const { a, seat, view } = wipes!;
    const named = actionWords(t, view, seat, a, ['Ann', 'Bob', 'Cleo']);
    expect(named).toMatch(/wiping out (Ann|Bob|Cleo)’?'?s/);
    expect(named).not.toMatch(/Seat \d/);
  });
});
