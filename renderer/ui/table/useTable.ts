import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../app/hooks';
import type { GameActions } from '../../../engine/games';
import { gameActions, gameView, type GameViews, type ViewGame } from '../../app/gameViews';
import { useSettings, type Settings } from '../../app/settings';
import { viewerKey } from '../../net';
import type { BatchKind } from '../../scenes/common/animation/pace';
import { playSfx, type Sfx } from '../../scenes/common/sound';
import { usePublishShown } from './shown';
import { animSpeed } from '../../app/animPace';
import { followStream, type TableAnimator } from './followStream';
import { useSeatTable, type SeatTable } from './useSeatTable';
import { useTableSession, useTableSource } from './tableSource';

export type { TableAnimator };

/** Animation speed, sound and whose batch is whose, from the latest settings and moves: what every animator's options take. */
export interface Pacing {
  speed(): number;
  sound(k: Sfx): void;
  batchKind(seq: number): BatchKind;
  /** A seat played at this screen (its turn's opening, in the player's own batch, still plays in full). */
  mine(seat: number): boolean;
}

/** A game's table: the seats (useSeatTable), the followed stream's view typed for the game, and the animator's pacing. */
export interface Table<G extends ViewGame> extends Omit<SeatTable, 'legal'> {
  /** The host's legal actions for the revealed seat, when it may act now (null otherwise), typed for the game. */
  legal: GameActions[G][] | null;
  game: G;
  match: string;
  /** The table is still animating (what it shows is behind the latest snapshot). */
  busy: boolean;
  settings: Settings;
  /** The followed stream's latest view. */
  view: GameViews[G] | undefined;
  /** The revealed seat's own latest view. */
  myView: GameViews[G] | undefined;
  /** Each seat's own latest view (held seats: tests compare it with what is shown). */
  viewOf(seat: number): GameViews[G] | undefined;
  /** The seat the animator shows (kept current between renders: the hand-off sets it before the next render). */
  live: { current: { reveal: number | null } };
  pacing: Pacing;
  /** The name of the player who should take the screen (hot-seat hand-off), else null. */
  handoffTo: string | null;
  /** A click sound, when sound is on. */
  click(): void;
}

/**
 * The seats and views of a game's table. `hideDuringHandoff`: reveal nobody's secrets while the screen is handed on
 * (with simultaneous choices the seat confirmed last may still be to act while another held seat is asked to take it).
 */
export function useTable<G extends ViewGame>(game: G, match: string, busy: boolean, opts: { hideDuringHandoff?: boolean } = {}): Table<G> {
  const settings = useSettings();
  const seats = useSeatTable(match, busy);
  useBusyReport(busy);
  const reveal = opts.hideDuringHandoff && seats.handoff ? null : seats.reveal;
  const source = useTableSource();
  const latest = useLatest({ settings, source, spectating: seats.spectating, held: seats.held });
  const live = useRef({ reveal });
  live.current = { reveal };
  // The seq of the batch the player's latest move brings: it plays in full (animation/pace.ts).
  const ownSeq = useRef<number | null>(null);
  const [pacing] = useState<Pacing>(() => ({
    speed: () => animSpeed(latest.current.settings) * (latest.current.source?.speed() ?? 1),
    batchKind: (seq) => (seq === ownSeq.current ? 'own' : latest.current.spectating ? 'watch' : 'other'),
    mine: (seat) => latest.current.held.includes(seat),
    sound: (k) => {
      const s = latest.current.settings;
      if (s.sound) playSfx(k, s.volume);
    },
  }));
  const feedGame = seats.feed?.game;
  const viewOf = (seat: number) => gameView(game, feedGame, seats.feed?.snapshots[viewerKey(seat)]?.view);
  return {
    ...seats,
    reveal,
    game,
    match,
    busy,
    settings,
    legal: gameActions(game, feedGame, seats.legal),
    view: gameView(game, feedGame, seats.snap?.view),
    myView: gameView(game, feedGame, seats.mySnap?.view),
    viewOf,
    live,
    pacing,
    handoffTo: seats.handoff ? seats.names[seats.actingHeld!]! : null,
    act: (action) => {
      ownSeq.current = (seats.snap?.seq ?? -1) + 1;
      seats.act(action);
    },
    click: () => {
      if (settings.sound) playSfx('click', settings.volume * 0.6);
    },
  };
}

/**
 * The game's animator, made once per table screen, following the table's viewer stream seq by seq: the stream's
 * first snapshot resets it (`start`, default `reset`); when the revealed seat changes it continues from what was
 * shown on the new viewer's stream (missed batches come from the feed); then the session's events and snapshots for
 * that stream reach it. This is the one place where a snapshot's view is given to a game's animator.
 */
export function useTableAnimator<G extends ViewGame, A extends TableAnimator<GameViews[G]>>(table: Table<G>, make: () => A, start?: (animator: A, view: GameViews[G], seq: number) => void): A {
  const [animator] = useState(make);
  useEffect(() => {
    animator.revive();
    return () => animator.dispose();
  }, [animator]);
  useTableStream(table, animator, start);
  usePublishShown(table.match, animator);
  const { reveal } = table;
  useEffect(() => animator.refresh?.(), [reveal, animator]);
  return animator;
}

/** Tell the table's source (a replay paces its playback by it) whether the table is still animating. */
function useBusyReport(busy: boolean): void {
  const source = useTableSource();
  useEffect(() => source?.busy(busy), [source, busy]);
}

function useTableStream<G extends ViewGame, A extends TableAnimator<GameViews[G]>>(table: Table<G>, animator: A, start?: (animator: A, view: GameViews[G], seq: number) => void): void {
  const session = useTableSession();
  const { feed, streamKey, game, match } = table;
  const latestStart = useLatest(start);
  // Whether the animator was started, and the stream it follows (read by the session listener as it changes).
  const follow = useRef({ started: false, stream: streamKey });
  // The feed is updated in place: the effect also re-runs when this stream's first snapshot arrives.
  const hasStreamSnap = !!feed?.snapshots[streamKey];
  useEffect(() => {
    if (!session || !feed) return;
    const viewOf = (v: unknown) => gameView(game, feed.game, v);
    const askPast = () => void session.history(match, streamKey === 'spectator' ? null : Number(streamKey)).catch(() => {});
    return followStream({ events: session.events, feed, match, streamKey, animator, follow: follow.current, viewOf, askPast, start: latestStart.current });
  }, [session, feed, streamKey, animator, match, hasStreamSnap, game, latestStart]);
}
