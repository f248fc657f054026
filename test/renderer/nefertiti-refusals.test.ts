/** The Nefertiti engine's placement and character refusals are all matched by the table's translations, in every language. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../engine/core/errors';
import { nefertiti, type NefertitiState } from '../../engine/nefertiti';
import { LANGUAGES, resources } from '../../renderer/i18n';
import { NefChoices } from '../../renderer/scenes/nefertiti/choices';
import { NEF_REFUSALS } from '../../renderer/ui/nefertiti/refusals';
import type { NefertitiAction } from '../../engine/nefertiti/actions';
import { fresh, giveTurn, setMarket, setPlayer } from '../engine/nefertiti/helpers';

/** Every distinct refusal of a character in a turn that has played one already, and in one with no seal left. */
function characterRefusals(): string[] {
  const played = fresh(4);
  giveTurn(played, 0);
  played.decision = { k: 'turn', seat: 0, char: true, hp: false };
  const noSeal = fresh(4);
  setPlayer(noSeal, 0, { seals: 0 });
  giveTurn(noSeal, 0);
  const out = new Set<string>();
  for (const p of [played, noSeal]) {
    for (const c of p.data.characters) {
      try {
        nefertiti.apply(p, 0, { type: 'character', character: c.id });
      } catch (e) {
        if (e instanceof RuleError) out.add(e.message);
      }
    }
  }
  return [...out];
}

/** Every distinct refusal of a `place` on any space of any location in a few positions, and of a character. */
function engineRefusals(): string[] {
  const out = new Set<string>();
  const positions: NefertitiState[] = [];
  const s = fresh(4, { sameStallServants: false });
  setMarket(s, 'gizeh', { bids: [[3, 1], [2, 0]] });
  setMarket(s, 'louqsor', { open: false });
  setPlayer(s, 0, { money: 5 });
  giveTurn(s, 0);
  positions.push(s);
  const none = fresh(4);
  setPlayer(none, 0, { servants: 0 });
  giveTurn(none, 0);
  positions.push(none);
  const hp = fresh(4);
  giveTurn(hp, 0);
  hp.decision = { k: 'place2', seat: 0, m: 0, left: 1 };
  positions.push(hp);
  for (const p of positions) {
    for (const market of [...p.data.markets.map((m) => m.id), 'memphis']) {
      for (let space = 0; space < 14; space++) {
        try {
          nefertiti.apply(p, 0, { type: 'place', market, space });
        } catch (e) {
          if (e instanceof RuleError && !/is not legal now/.test(e.message)) out.add(e.message);
        }
      }
    }
  }
  return [...out, ...characterRefusals()];
}

describe('Nefertiti refusals in the player’s language', () => {
  const refusals = engineRefusals();

  it('the engine names the rule for each kind of refused placement and character', () => {
    // One of each: second servant, no servant, Memphis off, closed, no such space, taken, same stall, cannot pay, a
    // character played already, no seal — all but the "not legal now" entry, which answers a choice outside the pending
    // decision (test/renderer/refusals.test.ts).
    expect(new Set(refusals.map((r) => NEF_REFUSALS.findIndex(([re]) => re.test(r)))).size).toBe(NEF_REFUSALS.length - 1);
  });

  it.each(LANGUAGES)('%s: every refusal is matched and translated with its details', async (lng) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
    for (const r of refusals) {
      const hit = NEF_REFUSALS.find(([re]) => re.test(r));
      expect(hit, r).toBeTruthy();
      const text = hit![1](i18n.t, r.match(hit![0])!);
      expect(text, r).not.toMatch(/nefertitiTable|\{\{/);
      for (const detail of r.match(/\d+|Gizeh|Louqsor|Akhet-Aton|Abou Simbel/g) ?? []) if (!/has no space/.test(r)) expect(text, `${lng}: ${r}`).toContain(detail);
      if (lng !== 'en') expect(text).not.toBe(r);
    }
  });
});

describe('a click on a space that is not lit', () => {
  it('is sent as the plain placement, which the engine refuses with a reason the table words', () => {
    const s = fresh(4);
    setMarket(s, 'louqsor', { open: false });
    giveTurn(s, 0);
    const choices = new NefChoices(nefertiti.legalActions(s, 0) as NefertitiAction[]);
    expect(choices.spaces.has('louqsor:0'), 'a closed market has no lit space').toBe(false);
    const sent = choices.intentForSpace('louqsor', 0);
    expect(sent).toEqual({ type: 'place', market: 'louqsor', space: 0 });
    let reason = '';
    try {
      nefertiti.apply(s, 0, sent);
    } catch (e) {
      if (e instanceof RuleError) reason = e.message;
    }
    expect(reason, 'the engine refuses it').not.toBe('');
    expect(NEF_REFUSALS.some(([re]) => re.test(reason)), reason).toBe(true);
  });
});
