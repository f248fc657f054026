/** Every NILE action worded for the player, in every language, with no card ids or codes left. */
import { describe, expect, it } from 'vitest';
import { nile, type NileState } from '../../engine/nile';
import type { NileAction } from '../../engine/nile/actions';
import { LANGUAGES } from '../../renderer/i18n';
import { actionWords } from '../../renderer/ui/nile/actionText';
import { expectWorded, translator } from './words';

/** Card ids a player must never read: 'P', 'WL', 'X' standing alone. */
const IDS = /(^|[\s:(,])(P|W|L|C|F|X|PW|PL|PC|PF|WL|WC|WF|LC|LF|CF)($|[\s,.)])/;

function played(): { s: NileState; seat: number; a: NileAction }[] {
  const out: { s: NileState; seat: number; a: NileAction }[] = [];
  for (const [players, seed] of [[2, 'n1'], [3, 'n2'], [4, 'n3']] as const) {
    let s = nile.setup({ players, seed });
    for (let i = 0; i < 300 && nile.toAct(s).length; i++) {
      const seat = nile.toAct(s)[0]!;
      const legal = nile.legalActions(s, seat);
      // Keep a few of each type (a plant that wipes out a field, a speculation on two cards…).
      for (const a of legal) if (out.filter((x) => x.a.type === a.type).length < 40 && i % 3 === 0) out.push({ s, seat, a });
      s = nile.apply(s, seat, legal[(i * 5) % legal.length]!).state;
    }
  }
  return out;
}

describe('NILE: action words', () => {
  const seen = played();

  it('the games played reach every action type', () => {
    expect(new Set(seen.map((x) => x.a.type))).toEqual(new Set(['market', 'offering', 'plant', 'speculate', 'pass']));
  });

  it.each(LANGUAGES)('%s: every action is worded without ids', async (lng) => {
    const t = await translator(lng);
    for (const { s, seat, a } of seen) expectWorded(actionWords(t, nile.view(s, seat), seat, a), IDS, `${lng} ${JSON.stringify(a)}`);
  });

  it('names the cards paid and where from, what is planted and whose field it wipes out', async () => {
    const t = await translator('en');
    const { s } = seen[0]!;
    const v = nile.view(s, 0);
    expect(actionWords(t, v, 0, { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'storage', card: 'WL' }] })).toBe('Market: pay Papyrus from hand and Speculation Wheat / Lettuce from storage, draw 1 card');
    expect(actionWords(t, v, 0, { type: 'offering', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'P' }] })).toBe('Offering to Hapi: pay 2 × Papyrus from hand, turn a new flood (its fields harvest again)');
    const other = { ...v, seats: v.seats.map((x, i) => (i === 1 ? { ...x, fields: { C: 2 } } : { ...x, fields: {} })) };
    expect(actionWords(t, other, 0, { type: 'plant', crops: { C: 3 } })).toBe('Plant 3 × Castor into your fields, wiping out Seat 2’s Castor field (2 cards)');
    expect(actionWords(t, v, 0, { type: 'speculate', cards: ['PW', 'LC'] })).toMatch(/^Speculate on Speculation Papyrus \/ Wheat and Speculation Lettuce \/ Castor: 3 cards for each/);
  });
});
