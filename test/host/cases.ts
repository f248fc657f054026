import type { AnyGame, Seat } from '../../engine/core/types';
import { banks } from '../../engine/banks';
import { nefertiti } from '../../engine/nefertiti';
import { niagara } from '../../engine/niagara';
import { nile, type NileState } from '../../engine/nile';
import { CARD_IDS } from '../../engine/nile/view';
import type { ServerMessage } from '../../protocol/messages';
import { secretGame, type SecretState } from '../fixtures/secret-game';

/**
 * Engines the host and LAN tests run full matches of. A new engine is one more line in `engineCases` (the leak check
 * is optional: every case also gets the engine-independent checks — each frame equals the engine's own view/eventView
 * for its receiver, no seed, no other seat's token).
 */
export interface EngineCase {
  name: string;
  game: AnyGame;
  players: number;
  options?: Record<string, unknown>;
  /**
   * Engine-specific secrets check of one received message: what must not be in it, given the true state at the
   * message's seq. Returns a description of the leak, or null.
   */
  leak?: (msg: ServerMessage, text: string, viewer: Seat | null, state: never) => string | null;
}

/**
 * NILE: no other seat's hand or storage (storages are revealed to all once the game is over), no draw event's cards
 * for another seat, never the deck order.
 */
function nileLeak(msg: ServerMessage, text: string, viewer: Seat | null, s: NileState): string | null {
  if (msg.t === 'snapshot') {
    const seats = (msg.view as { seats?: Record<string, unknown>[] } | null)?.seats ?? [];
    for (let p = 0; p < seats.length; p++) {
      if (p === viewer) continue;
      if ('hand' in seats[p]!) return `seat ${p}'s hand`;
      if ('storage' in seats[p]! && !s.over) return `seat ${p}'s storage`;
    }
  }
  if (msg.t === 'events') {
    for (const e of msg.events) if (e.type === 'draw' && e.seat !== viewer && 'cards' in e) return `cards drawn by seat ${String(e.seat)}`;
  }
  // The deck order: the remaining deck as a list (card ids or engine indices), or any array-valued "deck" field.
  if (s.deck.length >= 8) {
    if (text.includes(JSON.stringify(s.deck.map((c) => CARD_IDS[c])).slice(1, -1))) return 'deck order (card ids)';
    if (text.includes(JSON.stringify(s.deck).slice(1, -1))) return 'deck order (indices)';
  }
  if (/"deck":\[/.test(text)) return 'a deck list';
  if (/"(hands|storage)":\[/.test(text)) return 'all hands or storages';
  return null;
}

/** Sealed Bids: card ids are unique, so no card in another seat's hand, storage or sealed bid, nor any deck card. */
function secretLeak(_msg: ServerMessage, text: string, viewer: Seat | null, s: SecretState): string | null {
  const hidden: string[] = [...s.deck];
  for (let p = 0; p < s.players; p++) {
    if (p === viewer) continue;
    hidden.push(...s.hands[p]!, ...s.storage[p]!);
    if (s.phase === 'bid' && s.bids[p]) hidden.push(s.bids[p]!);
  }
  for (const c of hidden) if (text.includes(`"${c}"`)) return `hidden card ${c}`;
  return null;
}

export const engineCases: EngineCase[] = [
  { name: 'sealed bids (fixture), 4 players', game: secretGame as AnyGame, players: 4, leak: secretLeak as EngineCase['leak'] },
  { name: 'NILE, 4 players', game: nile, players: 4, leak: nileLeak as EngineCase['leak'] },
  // Random Niagara seats rarely win: a short round cap keeps the protocol test quick (the match still ends by the rules).
  { name: 'Niagara, 4 players', game: niagara, players: 4, options: { roundCap: 25 } },
  { name: 'An den Ufern des Nils, 4 players', game: banks, players: 4 },
  { name: 'Nefertiti, 4 players', game: nefertiti, players: 4 },
];
