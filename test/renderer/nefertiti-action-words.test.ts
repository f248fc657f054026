/**
 * Every Nefertiti action a game offers has words in every language — what is taken and for how many Deben, what a
 * character does and that it costs a seal — with no placeholder or raw id left.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiState } from '../../engine/nefertiti';
import type { NefertitiAction } from '../../engine/nefertiti/actions';
import type { NefertitiView } from '../../engine/nefertiti/view';
import { LANGUAGES, resources } from '../../renderer/i18n';
import { actionWords } from '../../renderer/ui/nefertiti/actionText';
import { fresh } from '../engine/nefertiti/helpers';

async function tFor(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

interface Offer {
  a: NefertitiAction;
  view: NefertitiView;
  seat: number;
}

/**
 * Games played by a fixed pseudo-random policy that plays characters whenever it can and takes the sealed card (for
 * the seals characters cost): the first offer of each action type, with the view it was offered in.
 */
function offers(): Map<string, Offer> {
  const seen = new Map<string, Offer>();
  const setups: [number, Record<string, unknown>][] = [
    [4, {}],
    [3, { characters: 'curseOfAmun', memphis: true }],
    [2, { characters: 'palaceIntrigues' }],
    [2, { characters: 'raceForTheNile', memphis: true }],
    [3, { characters: 'palaceIntrigues', memphis: true }],
  ];
  let r = 7;
  const rand = (n: number) => ((r = (r * 1103515245 + 12345) >>> 0) >>> 8) % n;
  for (const [players, options] of setups) {
    for (let g = 0; g < 3; g++) {
      let s: NefertitiState = fresh(players, options, `words${g}`);
      for (let step = 0; step < 600 && !s.over; step++) {
        const seat = nefertiti.toAct(s)[0]!;
        const legal = nefertiti.legalActions(s, seat) as NefertitiAction[];
        const view = nefertiti.view(s, seat) as NefertitiView;
        for (const a of legal) if (!seen.has(a.type)) seen.set(a.type, { a, view, seat });
        const chars = legal.filter((a) => a.type === 'character' && !seen.has(`played:${a.character}`));
        const sealed = legal.filter((a) => a.type === 'takeGifts' && a.slots.includes(0));
        const pick = chars[0] ?? sealed[0] ?? legal[rand(legal.length)]!;
        if (pick.type === 'character') seen.set(`played:${pick.character}`, { a: pick, view, seat });
        s = nefertiti.apply(s, seat, pick).state;
      }
    }
  }
  for (const k of [...seen.keys()]) if (k.startsWith('played:')) seen.delete(k);
  return seen;
}

describe('Nefertiti action words', () => {
  const seen = offers();

  it('the games offer every kind of action', () => {
    const all: Record<NefertitiAction['type'], true> = {
      character: true, place: true, closeMarket: true, pass: true, placeCollector: true, skipCollector: true, takeGifts: true, buy: true, takeHalf: true,
      collectDeben: true, collectGift: true, spread: true, wanderingThiefSwap: true, chooseType: true, select: true, selectDone: true, discard: true,
      discardDone: true, steal: true, exchangeTake: true, exchangeGive: true, tradeTake: true, tradeGive: true, skip: true, oracleSwap: true,
      oracleDone: true, oracleOrder: true, beggarCoin: true, beggarFlip: true,
    };
    expect([...seen.keys()].sort()).toEqual(Object.keys(all).sort());
  });

  it.each(LANGUAGES)('%s: every action says what happens, with no placeholder or raw id', async (lng) => {
    const t = await tFor(lng);
    const en = await tFor('en');
    for (const { a, view, seat } of seen.values()) {
      const text = actionWords(t, view, seat, a);
      const what = JSON.stringify(a);
      expect(text.length, what).toBeGreaterThan(1);
      expect(text, what).not.toMatch(/\{\{|nefertitiTable|undefined|null|\?\?|NaN/);
      // Card ids (e.g. "necklace2", "senet") never show raw: the words name them.
      for (const v of Object.values(a)) if (typeof v === 'string' && v !== a.type && /\d/.test(v)) expect(text, what).not.toContain(v);
      if (lng !== 'en' && a.type !== 'chooseType') expect(text, what).not.toBe(actionWords(en, view, seat, a));
    }
  });

  it('says the price of taking gifts and placing a servant, and what a character does', async () => {
    const t = await tFor('en');
    const words = (type: string) => {
      const o = seen.get(type)!;
      return actionWords(t, o.view, o.seat, o.a);
    };
    expect(words('takeGifts')).toMatch(/^Pay \d+ Deben, take /);
    expect(words('buy')).toMatch(/^Pay \d+ Deben, take /);
    expect(words('place')).toMatch(/: bid \d+ Deben$/);
    expect(words('character')).toMatch(/\(costs 1 seal\): .{10,}/);
  });
});
