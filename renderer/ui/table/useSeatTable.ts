import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, Seat } from '../../../engine/core/types';
import { anyGameView } from '../../app/gameViews';
import { useSameList } from '../../app/hooks';
import { useApp } from '../../app/store';
import { viewerKey, type MatchFeed } from '../../net';
import { seatNames } from '../seatNames';
import { tutorialPuppets, useTutorial } from '../../tutorial/store';
import { useTableSession } from './tableSource';

type Snapshot = MatchFeed['snapshots'][string];

/** What every game's table needs from the session: who sits here, whose eyes the table shows, hot-seat hand-off. */
export interface SeatTable {
  feed: MatchFeed | undefined;
  /** Seats this screen holds (sorted). */
  held: Seat[];
  hotseat: boolean;
  /** The seat whose hidden information is shown (null: nobody's — spectator, or hot-seat between players). */
  reveal: Seat | null;
  /** The seat at the bottom of the table (the revealed one, else the last one confirmed, else the first held). */
  bottomSeat: Seat;
  /** The viewer stream the table follows ('spectator' or a seat's key). */
  streamKey: string;
  snap: Snapshot | undefined;
  /** The revealed seat's own snapshot. */
  mySnap: Snapshot | undefined;
  toAct: Seat[];
  /** A held seat that is to act (hot-seat: the player who should take the screen). */
  actingHeld: Seat | undefined;
  /** Hot-seat: the screen waits for `actingHeld` to confirm they took it. */
  handoff: boolean;
  /** The host's legal actions for the revealed seat, when it may act now (null otherwise). */
  legal: Action[] | null;
  players: number;
  names: string[];
  spectating: boolean;
  /** Hot-seat: `seat` confirmed they took the screen. */
  confirm(seat: Seat): void;
  /** Send an action for the revealed seat. */
  act(action: Action): void;
}

/**
 * The seat and hot-seat logic shared by every table screen. `busy` (the table is still animating) holds the hand-off
 * and the legal actions back until the table shows what the snapshot says.
 */
export function useSeatTable(match: string, busy: boolean): SeatTable {
  const { t } = useTranslation();
  const session = useTableSession();
  useApp((s) => s.tick);
  const localNames = useApp((s) => s.names[match]);
  const feed = session?.feeds.get(match);
  // A tutorial's script plays the other seats from this page: they are opponents here, not hot-seat players.
  const puppets = useTutorial((s) => tutorialPuppets(s, match));
  // The feed is updated in place: keep the same arrays while their content is the same, as effects depend on them.
  const held = useSameList((feed?.held ?? []).map((h) => h.seat).filter((s): s is number => s !== null && !puppets.includes(s)).sort((a, b) => a - b));
  const hotseat = held.length > 1;
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [lastConfirmed, setLastConfirmed] = useState<number | null>(null);
  const reveal = hotseat ? confirmed : (held[0] ?? null);
  const streamKey = reveal !== null ? viewerKey(reveal) : held.length ? viewerKey(held[0]!) : 'spectator';
  const snap = feed?.snapshots[streamKey];
  const toAct = useSameList(snap?.toAct ?? []);
  const actingHeld = toAct.find((s) => held.includes(s));
  const handoff = hotseat && !busy && actingHeld !== undefined && confirmed !== actingHeld && snap?.status === 'playing';
  useEffect(() => {
    // The revealed player's turn has ended: hide their hand at once.
    if (hotseat && confirmed !== null && !toAct.includes(confirmed)) setConfirmed(null);
  }, [hotseat, confirmed, toAct]);
  const mySnap = reveal !== null ? feed?.snapshots[viewerKey(reveal)] : undefined;
  const legal = !busy && !handoff && mySnap?.legal && mySnap.status === 'playing' && mySnap.toAct.includes(reveal!) ? mySnap.legal : null;
  const players = feed?.summary?.players ?? anyGameView(feed?.game, snap?.view)?.players ?? 2;
  const names = seatNames(feed, localNames, t, players);
  const bottomSeat = reveal ?? (hotseat ? (lastConfirmed ?? held[0]!) : (held[0] ?? 0));
  return {
    feed,
    held,
    hotseat,
    reveal,
    bottomSeat,
    streamKey,
    snap,
    mySnap,
    toAct,
    actingHeld,
    handoff,
    legal,
    players,
    names,
    spectating: held.length === 0,
    confirm(seat) {
      setConfirmed(seat);
      setLastConfirmed(seat);
    },
    act(action) {
      if (session && reveal !== null) session.act(match, reveal, action);
    },
  };
}
