import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import { NEUTRAL, type Decision, type NefertitiState } from '../../state';
import { T } from '../board';
import { backToTurn } from '../flow';
import { ownsType } from '../prices';

/**
 * Royal Servant (spec §7.2, Q22): name a gift type; every other player (and the neutral collection) owning it
 * discards one card of it. The victim chooses among its kinds of that type (DEFAULT), or the player of the card does
 * (royalServantChooser "player"). For the neutral collection the player of the card always chooses (ASSUMPTION).
 */

const giftsOf = (s: NefertitiState, who: number): number[] => (who === NEUTRAL ? s.neutral! : s.ps[who]!.gifts);

/** Card kinds of `type` the victim holds. */
function kindsHeld(s: NefertitiState, who: number, type: number): number[] {
  const gifts = giftsOf(s, who);
  return T(s).typeCards[type]!.filter((c) => gifts[c]! > 0);
}

function discard(s: NefertitiState, who: number, card: number, ev: NefertitiEvent[]): void {
  giftsOf(s, who)[card]!--;
  s.removed[card]!++;
  ev.push({ type: 'giftDiscarded', seat: who === NEUTRAL ? null : who, card: T(s).cardIds[card]!, reason: 'royalServant' });
}

export function startRoyalServant(s: NefertitiState, by: Seat, type: number, ev: NefertitiEvent[]): void {
  const t = T(s);
  const victims: number[] = [];
  for (let i = 1; i < s.players; i++) {
    const q = (by + i) % s.players;
    if (ownsType(t, s.ps[q]!.gifts, type)) victims.push(q);
  }
  if (s.neutral && ownsType(t, s.neutral, type)) victims.push(NEUTRAL);
  nextVictim(s, by, type, victims, ev);
}

function nextVictim(s: NefertitiState, by: Seat, type: number, rest: number[], ev: NefertitiEvent[]): void {
  while (rest.length > 0) {
    const v = rest.shift()!;
    const kinds = kindsHeld(s, v, type);
    if (kinds.length === 1) {
      discard(s, v, kinds[0]!, ev);
      continue;
    }
    const chooser = v === NEUTRAL || s.options.royalServantChooser === 'player' ? by : v;
    s.decision = { k: 'victim', seat: chooser, by, victim: v, type, rest };
    return;
  }
  backToTurn(s, by);
}

export function victimOptions(s: NefertitiState, d: Extract<Decision, { k: 'victim' }>, out: NefertitiAction[]): void {
  const t = T(s);
  for (const c of kindsHeld(s, d.victim, d.type)) out.push({ type: 'discard', card: t.cardIds[c]! });
}

export function applyVictim(s: NefertitiState, d: Extract<Decision, { k: 'victim' }>, a: NefertitiAction, ev: NefertitiEvent[]): void {
  if (a.type !== 'discard') return;
  discard(s, d.victim, T(s).cardIndex.get(a.card)!, ev);
  nextVictim(s, d.by, d.type, d.rest.slice(), ev);
}
