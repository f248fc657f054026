/** Every action of An den Ufern des Nils worded for the player, in every language, with no ids or codes left. */
import { describe, expect, it } from 'vitest';
import { banks, type BanksAction, type BanksState } from '../../engine/banks';
import type { ActionType } from '../../engine/banks/actions';
import { LANGUAGES } from '../../renderer/i18n';
import { actionWords } from '../../renderer/ui/banks/actionText';
import { expectWorded, translator } from './words';

/** The engine's ids a player must never read: fields 'W4-1', rows 'W4', market rows 'M2', raw kinds. */
const IDS = /\b[WE]\d(-\d)?\b|\bM\d\b|\b(flax|wheat|grapes|onion|aubergine)\b/;

/** Legal actions with the view they were legal in, from a few games played by a fixed pick among the legal actions. */
function played(): { s: BanksState; seat: number; a: BanksAction }[] {
  const out: { s: BanksState; seat: number; a: BanksAction }[] = [];
  for (const [players, seed] of [[2, 'w1'], [3, 'w2'], [4, 'w3']] as const) {
    let s = banks.setup({ players, seed, options: { hippoAuction: true, startBidding: true, buyOthersSeeds: true, jokerHeals: 'own' } });
    for (let i = 0; i < 600 && banks.toAct(s).length; i++) {
      const seat = banks.toAct(s)[0]!;
      const legal = banks.legalActions(s, seat);
      for (const a of legal) if (!out.some((x) => x.a.type === a.type)) out.push({ s, seat, a });
      s = banks.apply(s, seat, legal[(i * 7) % legal.length]!).state;
    }
  }
  return out;
}

// Actions a short game may not reach, worded against a mid-game view (actionWords must word any action).
const MADE: BanksAction[] = [
  { type: 'startBid', markers: 2 },
  { type: 'hippoBid', markers: 1 },
  { type: 'payBid', kind: 'flax' },
  { type: 'payHippo', kind: 'wheat' },
  { type: 'openBoat', kinds: ['flax', 'onion'] },
  { type: 'placeDesert', field: 'E3-2' },
  { type: 'placeWater', pile: 1, field: 'W4-1', inner: 1 },
  { type: 'removeWater', field: 'W5-3' },
  { type: 'openSow', kind: 'grapes', field: 'E5-1', ripe: true },
  { type: 'openSow', kind: 'grapes', field: 'E5-1', ripe: false },
  { type: 'rot', row: 'M2', picks: [1, 2] },
  { type: 'rot', row: 'M4', picks: [] },
  { type: 'heal', row: 'M1', pos: 1 },
  { type: 'sow', kind: 'aubergine', field: 'W2-2' },
  { type: 'grow', field: 'W4-2' },
  { type: 'harvest', field: 'W5-1', row: 'M1' },
  { type: 'buySeed', colour: 1, kind: 'flax' },
  { type: 'buySeed', colour: 0, kind: 'wheat' },
  { type: 'buyJoker' },
  { type: 'useJoker' },
  { type: 'endTurn' },
];
const ALL_TYPES: ActionType[] = ['startBid', 'payBid', 'placeDesert', 'openBoat', 'placeWater', 'openSow', 'removeWater', 'rot', 'hippoBid', 'payHippo', 'sow', 'grow', 'harvest', 'buySeed', 'buyJoker', 'useJoker', 'heal', 'endTurn'];

describe('An den Ufern des Nils: action words', () => {
  const seen = played();
  const mid = seen[seen.length - 1]!.s;

  it('the made-up list covers every action type', () => {
    expect(new Set(MADE.map((a) => a.type))).toEqual(new Set(ALL_TYPES));
  });

  it.each(LANGUAGES)('%s: every action type, legal or made up, is worded without ids', async (lng) => {
    const t = await translator(lng);
    for (const { s, seat, a } of seen) expectWorded(actionWords(t, banks.view(s, seat), seat, a), IDS, `${lng} ${JSON.stringify(a)}`);
    for (const a of MADE) expectWorded(actionWords(t, banks.view(mid, 0), 0, a), IDS, `${lng} ${JSON.stringify(a)}`);
  });

  it('names the field in words, the kinds, the water card’s ends and the cost', async () => {
    const t = await translator('en');
    const v = banks.view(mid, 0);
    expect(actionWords(t, v, 0, { type: 'sow', kind: 'flax', field: 'W4-1' })).toMatch(/^Sow Flax on West bank, row 2, field 1 from the Nile · [12] AP$/);
    expect(actionWords(t, v, 0, { type: 'openBoat', kinds: ['flax', 'onion'] })).toBe('Put one Flax and one Onion into the boat');
    expect(actionWords(t, v, 0, { type: 'harvest', field: 'E5-1', row: 'M2' })).toMatch(/into market row 2 \(value 3\+\)/);
    expect(actionWords(t, v, 0, { type: 'buySeed', colour: 1, kind: 'wheat' })).toBe('Buy back Seat 2’s Wheat from the boat · 2 AP');
    const top = v.piles[0]![0]!.top;
    if (top && top[0] !== top[1]) expect(actionWords(t, v, 0, { type: 'placeWater', pile: 0, field: 'E2-1', inner: top[1] })).toContain(`(waves: ${top[1]} toward the Nile, ${top[0]} toward the desert)`);
  });
});
