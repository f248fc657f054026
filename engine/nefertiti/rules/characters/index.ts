import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import type { Decision, NefertitiState } from '../../state';
import { T, releaseSeal } from '../board';
import { backToTurn } from '../flow';
import { applyMerchant, applyTrader, hasMerchantSwap, merchantOptions, traderOptions } from './exchanges';
import { applyBeggar, beggarOptions, startBeggar, treasurer } from './money';
import { applyOracle, oracleOptions, startOracle } from './oracle';
import { applyVictim, startRoyalServant, victimOptions } from './royalServant';
import { amunOptions, applyAmun, applySelect, ownedTypes, scribeAll, selectOptions, vizierScore, vizierTypes, vizierVariety } from './scoring';
import { applySteal, startSteal, stealOptions } from './thieves';

/**
 * Playing a character (spec §7.1): spend one Royal Seal, take the card off the display (it leaves the game, except
 * the Priest of Amun and the Royal Scribe kept in front of the player and the Wandering Thief put on a market) and
 * apply its effect at once. Effects that need choices set a decision; afterwards the turn goes on with placement.
 */
export function playCharacter(s: NefertitiState, seat: Seat, c: number, ev: NefertitiEvent[]): void {
  const ch = s.data.characters[c]!;
  const p = s.ps[seat]!;
  p.seals--;
  ev.push({ type: 'sealSpent', seat, toSupply: releaseSeal(s) });
  s.characters[c]!--;
  ev.push({ type: 'characterPlayed', seat, character: ch.id });
  const prm = ch.params;
  switch (ch.effect) {
    case 'scribe':
      if (ownedTypes(s, seat).length === 0) return backToTurn(s, seat);
      s.decision = { k: 'chooseType', seat, why: 'scribe', bonus: prm.bonus ?? 0 };
      return;
    case 'vizier':
      if (s.options.vizierEffect === 'variety') {
        vizierVariety(s, seat, prm.byTypes ?? [0], ev);
        return backToTurn(s, seat);
      }
      if (vizierTypes(s, seat).length === 0) return backToTurn(s, seat);
      s.decision = { k: 'chooseType', seat, why: 'vizier', bonus: 0 };
      return;
    case 'royalServant':
      s.decision = { k: 'chooseType', seat, why: 'royalServant', bonus: 0 };
      return;
    case 'merchant':
      if (!hasMerchantSwap(s, seat)) return backToTurn(s, seat);
      s.decision = { k: 'merchant', seat, take: null };
      return;
    case 'thief':
      return startSteal(s, seat, 'thief', ev);
    case 'wanderingThief':
      return startSteal(s, seat, 'wanderingThief', ev);
    case 'treasurer':
      return treasurer(s, seat, prm.amount ?? 0, ev);
    case 'highPriest':
      return backToTurn(s, seat, true);
    case 'oracle':
      return startOracle(s, seat, prm.cards ?? 5, ev);
    case 'beggar':
      return startBeggar(s, seat);
    case 'merchantOfAmun':
      if (!p.gifts.some((g) => g > 0)) return backToTurn(s, seat);
      s.decision = { k: 'amun', seat, points: prm.points ?? 0 };
      return;
    case 'priestOfAmun':
      p.priestOfAmun = true;
      return backToTurn(s, seat);
    case 'royalScribe':
      p.royalScribe = true;
      if (!p.gifts.some((g) => g > 0)) return backToTurn(s, seat);
      s.decision = { k: 'select', seat, why: 'royalScribe', bonus: prm.bonus ?? 0, type: -1, sel: [] };
      return;
    case 'trader': {
      const d: Decision = { k: 'trader', seat, done: 0, max: prm.exchanges ?? 2, take: null };
      const opts: NefertitiAction[] = [];
      traderOptions(s, d, opts);
      if (opts.length <= 1) return backToTurn(s, seat);
      s.decision = d;
      return;
    }
  }
}

/** Legal choices inside a character's effect. */
export function characterOptions(s: NefertitiState, d: Decision, out: NefertitiAction[]): void {
  const t = T(s);
  switch (d.k) {
    case 'chooseType': {
      const types = d.why === 'scribe' ? ownedTypes(s, d.seat) : d.why === 'vizier' ? vizierTypes(s, d.seat) : t.typeIds.map((_, i) => i);
      for (const ty of types) out.push({ type: 'chooseType', giftType: t.typeIds[ty]! });
      return;
    }
    case 'select':
      return selectOptions(s, d, out);
    case 'victim':
      return victimOptions(s, d, out);
    case 'steal':
      return stealOptions(s, d.why, out);
    case 'merchant':
      return merchantOptions(s, d, out);
    case 'oracle':
      return oracleOptions(s, d, out);
    case 'beggar':
      return beggarOptions(s, d.m, out);
    case 'amun':
      return amunOptions(s, d.seat, out);
    case 'trader':
      return traderOptions(s, d, out);
    default:
      return;
  }
}

/** Apply a (legal) choice inside a character's effect. */
export function applyCharacterChoice(s: NefertitiState, d: Decision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const t = T(s);
  switch (d.k) {
    case 'chooseType': {
      if (a.type !== 'chooseType') return;
      const ty = t.typeIndex.get(a.giftType)!;
      if (d.why === 'scribe') {
        if (s.options.scribeScope === 'someOfType') {
          s.decision = { k: 'select', seat: d.seat, why: 'scribe', bonus: d.bonus, type: ty, sel: [] };
          return;
        }
        scribeAll(s, d.seat, ty, d.bonus, ev);
        return backToTurn(s, d.seat);
      }
      if (d.why === 'vizier') {
        vizierScore(s, d.seat, ty, ev);
        return backToTurn(s, d.seat);
      }
      return startRoyalServant(s, d.seat, ty, ev);
    }
    case 'select':
      return applySelect(s, d, a, ev);
    case 'victim':
      return applyVictim(s, d, a, ev);
    case 'steal':
      return applySteal(s, d.seat, d.why, a, ev);
    case 'merchant':
      return applyMerchant(s, d, a, ev);
    case 'oracle':
      return applyOracle(s, d, a, ev);
    case 'beggar': {
      const amount = s.data.characters.find((c) => c.effect === 'beggar')?.params.amount ?? 1;
      return applyBeggar(s, d, amount, a, ev);
    }
    case 'amun':
      return applyAmun(s, d, a, ev);
    case 'trader':
      return applyTrader(s, d, a, ev);
    default:
      return;
  }
}
