/**
 * Showcase captions from real games: every engine plays seeded random games, each action's events go through the
 * engine's spectator eventView (what the kiosk receives), and the caption writer of that game explains them in each
 * language — no raw key, no missing placeholder, and the telling moments (a flood, a canoe over the falls, a market
 * closing, a tide turning) are captioned when they happen.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import type { GameEvent } from '../../engine/core/types';
import { games } from '../../engine/games';
import { LANGUAGES, resources } from '../../renderer/i18n';
import type { ViewGame } from '../../renderer/app/gameViews';
import { captionContext, captionFor } from '../../renderer/showcase/captions';
import { GAME_UI } from '../../renderer/ui/game/registry';

const NAMES = ['Ra', 'Isis', 'Hapi', 'Thoth', 'Bastet'];

beforeAll(async () => {
  await i18next.init({ resources, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
});

/** The spectator's event batches of one seeded random game. */
function batches(id: string, players: number, seed: string, max = 4000): GameEvent[][] {
  const game = games[id]!;
  let state = game.setup({ players, seed });
  const rng = createRng(`${seed}/bots`);
  const out: GameEvent[][] = [];
  for (let n = 0; n < max; n++) {
    const seats = game.toAct(state);
    if (!seats.length) break;
    const seat = seats[0]!;
    const legal = game.legalActions(state, seat);
    const r = game.apply(state, seat, randomBot({ game, view: null, seat, legal, rng, players }));
    state = r.state;
    out.push(r.events.map((e: GameEvent) => game.eventView(e, null)).filter((e: GameEvent | null): e is GameEvent => e !== null));
  }
  return out;
}

const CASES: { game: ViewGame; players: number; telling: string[] }[] = [
  { game: 'nile', players: 3, telling: ['flood', 'locust'] },
  { game: 'niagara', players: 3, telling: ['canoeFell', 'gemLoaded'] },
  { game: 'banks', players: 3, telling: ['tideMarkerMoved', 'plantSown'] },
  { game: 'nefertiti', players: 3, telling: ['marketClosed', 'servantPlaced'] },
];

describe('showcase captions', () => {
  it.each(CASES)('$game: captions for real moves in every language', ({ game, players, telling }) => {
    const played = [...batches(game, players, 'cap-1'), ...batches(game, players, 'cap-2')];
    expect(played.length).toBeGreaterThan(20);
    for (const lang of LANGUAGES) {
      void i18next.changeLanguage(lang);
      const t = i18next.t.bind(i18next);
      let captioned = 0;
      const seen = new Set<string>();
      for (const evs of played) {
        const c = GAME_UI[game].caption(evs, captionContext(t, lang, (s) => NAMES[s] ?? '?'));
        if (!c) continue;
        captioned++;
        expect(c, `${lang}: ${c}`).not.toMatch(/\{\{|showcase\.|crops\.|undefined|NaN/);
        for (const ty of telling) if (evs.some((e) => e.type === ty)) seen.add(ty);
      }
      // Most moves say something; every telling moment that happened was captioned.
      expect(captioned / played.length, `${game} ${lang}: share of moves with a caption`).toBeGreaterThan(0.5);
      for (const ty of telling) {
        const happened = played.some((evs) => evs.some((e) => e.type === ty));
        if (happened) expect(seen.has(ty), `${game} ${lang}: a batch with ${ty} was captioned`).toBe(true);
      }
    }
    void i18next.changeLanguage('en');
  });

  it("finds a game's writer by id from the wire, and none for a game this app does not know", () => {
    expect(captionFor('niagara')).toBe(GAME_UI.niagara.caption);
    expect(captionFor('sealed-bids')).toBeUndefined();
  });

  it('names the players and the dramatic moment', () => {
    const t = i18next.t.bind(i18next);
    const ctx = captionContext(t, 'en', (s: number) => NAMES[s]!);
    expect(GAME_UI.niagara.caption([{ type: 'canoeMoved', seat: 1, canoe: 'b1', direction: 'down', path: [], launched: false }, { type: 'canoeFell', seat: 1, canoe: 'b1', from: 'L7', gem: null }], ctx)).toBe(
      'Isis paddles downstream. The canoe of Isis goes over the waterfall!',
    );
    expect(GAME_UI.nefertiti.caption([{ type: 'servantPlaced', seat: 2, market: 'gizeh', space: 3, value: 4, piece: 'servant' }, { type: 'marketClosed', market: 'gizeh', seat: 2, reason: 'rule' }], ctx)).toBe(
      'Hapi sends a servant to Gizeh (4 Deben). The market of Gizeh closes!',
    );
    // Markets named as the table and the log name them (the data set's names; Memphis in the screen's language).
    expect(GAME_UI.nefertiti.caption([{ type: 'marketClosed', market: 'akhetaton', seat: 2, reason: 'rule' }], ctx)).toBe('The market of Akhet-Aton closes!');
    expect(GAME_UI.nefertiti.caption([{ type: 'servantPlaced', seat: 0, market: 'memphis', space: 1, value: 2, piece: 'servant' }], ctx)).toMatch(/^Ra sends a servant to Memphis /);
    expect(GAME_UI.nile.caption([{ type: 'pass', seat: 0 }, { type: 'flood', card: 'W', seat: 1 }, { type: 'harvest', seat: 1, crop: 'W' }], ctx)).toMatch(/^Ra passes.*The Nile floods the Wheat fields\. Harvest: Wheat into storage for Isis\.$/);
    // A speculation card flipped as the flood floods its two crops' fields (rules §4): named as crops, not as a card.
    expect(GAME_UI.nile.caption([{ type: 'plant', seat: 0, crops: { P: 2 } }, { type: 'flood', card: 'PF', seat: 1 }, { type: 'harvest', seat: 1, crop: 'P' }, { type: 'harvest', seat: 2, crop: 'F' }], ctx)).toBe(
      'Ra plants Papyrus ×2 on the Nile. The Nile floods the Papyrus and Flax fields. Harvest: Papyrus and Flax into storage for Isis and Hapi.',
    );
    // One card of each of two crops (rules §6.2, pattern B) reads as a list, not "Papyrus ×1, Lettuce ×1".
    expect(GAME_UI.nile.caption([{ type: 'plant', seat: 2, crops: { P: 1, L: 1 } }], ctx)).toBe('Hapi plants Papyrus and Lettuce on the Nile.');
    expect(GAME_UI.banks.caption([{ type: 'tideMarkerMoved', from: 'EBBE2', to: 'FLUT', reason: 'arrow' }], ctx)).toBe('The tide turns: the flood rises.');
    expect(GAME_UI.nile.caption([{ type: 'gameOver', reason: 'deckExhausted' }], ctx)).toBe('The game is over.');
    // A crop ripening reads right for a plural kind and a mass noun alike, in each language (the kiosk showed
    // "The onions of Hapi ripens."; French built "Le champ de du lin").
    const grown = (kind: string, lang: string) => {
      void i18next.changeLanguage(lang);
      const c = GAME_UI.banks.caption([{ type: 'plantGrown', seat: 2, kind, field: 'W1-2' }], captionContext(i18next.t.bind(i18next), lang, (s: number) => NAMES[s]!));
      void i18next.changeLanguage('en');
      return c;
    };
    expect(grown('onion', 'en')).toBe('A field of onions ripens for Hapi.');
    expect(grown('wheat', 'en')).toBe('A field of wheat ripens for Hapi.');
    expect(grown('flax', 'fr')).toBe('Hapi voit mûrir du lin.');
    expect(grown('onion', 'de')).toBe('Bei Hapi reift ein Feld: Zwiebeln.');
    // The locusts' losses as a list in the screen's language, a French colon after a space (it read "Isis: Ricin ×1").
    const eaten = (lang: string) => {
      void i18next.changeLanguage(lang);
      const c = GAME_UI.nile.caption([{ type: 'locust', discarded: [{ seat: 1, crop: 'C', count: 1 }, { seat: 2, crop: 'P', count: 2 }] }], captionContext(i18next.t.bind(i18next), lang, (s: number) => NAMES[s]!));
      void i18next.changeLanguage('en');
      return c;
    };
    expect(eaten('en')).toBe('Locusts! Isis: Castor ×1 and Hapi: Papyrus ×2 destroyed.');
    expect(eaten('fr')).toBe('Des criquets ! Isis\u00a0: Ricin ×1 et Hapi\u00a0: Papyrus ×2 détruits.');
  });
});
