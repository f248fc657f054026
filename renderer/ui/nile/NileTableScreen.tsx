import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NileView } from '../../../engine/nile/view';
import { useSettings } from '../../app/settings';
import { useSameList } from '../../app/hooks';
import { useApp } from '../../app/store';
import { viewerKey } from '../../net';
import { playSfx } from '../../scenes/common/sound';
import { Stage } from '../../scenes/common/Stage';
import { NileAnimator } from '../../scenes/nile/animator';
import { useNileAssets } from '../../scenes/nile/assets';
import { Choices, actionFromPick, addTo, emptyPick, type Kind, type LegalAction, type Pick } from '../../scenes/nile/choices';
import { seatFrames } from '../../scenes/nile/layout';
import { NileScene, type SeatLabel } from '../../scenes/nile/NileScene';
import { expandCounts } from '../../scenes/nile/model';
import { createNileTableStore } from '../../scenes/nile/tableStore';
import { SEAT_COLORS } from '../common';
import { TableChrome, animSpeed } from '../table/TableChrome';
import { useSeatTable } from '../table/useSeatTable';
import { NileHud } from './NileHud';

declare global {
  interface Window {
    /** Read-only facts for the end-to-end tests (what the table shows right now). */
    __rt?: { match: string; reveal: number | null; busy: boolean; handoff: boolean; hand: string[]; over: boolean; seq: number; myTurn: boolean; handOf?: Record<string, string[]> };
  }
}

export function NileTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const store = useMemo(() => createNileTableStore(), []);
  const display = store((s) => s.display);
  const busy = store((s) => s.busy);
  const step = store((s) => s.step);
  const log = store((s) => s.log);
  const seats = useSeatTable(match, busy);
  const session = useApp((s) => s.session);
  const { feed, held, reveal, streamKey, snap, bottomSeat, actingHeld, handoff, names } = seats;
  const view = snap?.view as NileView | undefined;
  const players = view?.players ?? feed?.summary?.players ?? 4;
  const frames = useMemo(() => seatFrames(players, bottomSeat), [players, bottomSeat]);

  const assets = useNileAssets({
    crops: { P: t('crops.P'), W: t('crops.W'), L: t('crops.L'), C: t('crops.C'), F: t('crops.F') },
    speculation: t('crops.speculation'),
    locust: t('crops.X'),
  });

  // The animator follows one viewer's stream (seq by seq), switching streams when the revealed seat changes.
  const deps = useRef({ frames, reveal, settings });
  deps.current = { frames, reveal, settings };
  const animator = useMemo(
    () =>
      new NileAnimator({
        store,
        frames: () => deps.current.frames,
        reveal: () => deps.current.reveal,
        speed: () => (deps.current.settings.reduceMotion ? 0 : animSpeed()),
        sound: (k) => deps.current.settings.sound && playSfx(k, deps.current.settings.volume),
      }),
    [store],
  );
  useEffect(() => {
    animator.revive();
    return () => animator.dispose();
  }, [animator]);

  const started = useRef(false);
  // The feed is updated in place: the effect also re-runs when this stream's first snapshot arrives.
  const hasStreamSnap = !!feed?.snapshots[streamKey];
  const streamRef = useRef(streamKey);
  useEffect(() => {
    if (!session || !feed) return;
    const s0 = feed.snapshots[streamKey];
    if (!started.current) {
      if (!s0) return;
      started.current = true;
      streamRef.current = streamKey;
      animator.reset(s0.view as NileView, s0.seq, s0.seq === 0 && (s0.view as NileView).turn === 1);
    } else if (streamRef.current !== streamKey) {
      streamRef.current = streamKey;
      // Continue from what was shown, on the new viewer's stream; missed batches come from the feed.
      const evs = feed.events[streamKey] ?? [];
      for (const b of evs) if (b.seq > animator.seq) animator.events(b.seq, b.events);
      if (s0) animator.snapshot(s0.seq, s0.view as NileView, false);
      animator.refresh();
    }
    const off = session.events.on((e) => {
      if (e.kind === 'events' && e.match === match && e.viewer === streamRef.current) animator.events(e.msg.seq, e.msg.events);
      if (e.kind === 'snapshot' && e.match === match && e.viewer === streamRef.current) animator.snapshot(e.msg.seq, e.msg.view as NileView, e.msg.resync);
    });
    return off;
  }, [session, feed, streamKey, animator, match, hasStreamSnap]);

  useEffect(() => animator.refresh(), [reveal, animator]);

  const mySnap = seats.mySnap;
  const legal = seats.legal;
  const choices = useMemo(() => (legal ? new Choices(legal as LegalAction[]) : null), [legal]);
  const [selHand, setSelHand] = useState<ReadonlySet<number>>(new Set());
  const [selStorage, setSelStorage] = useState<Record<string, number>>({});
  useEffect(() => {
    setSelHand(new Set());
    setSelStorage({});
  }, [mySnap?.seq, reveal]);
  // A new array on every display update: kept while the cards are the same, so the selection does not recompute.
  const handCards = useSameList((reveal !== null && display?.seats[reveal]?.handCards) || []);
  const pick: Pick = useMemo(() => {
    let p = emptyPick();
    for (const i of selHand) if (handCards[i]) p = addTo(p, 'hand', handCards[i]!);
    for (const [c, n] of Object.entries(selStorage)) if (n > 0) p = addTo(p, 'storage', c, n);
    return p;
  }, [selHand, selStorage, handCards]);

  const toggle = useCallback(
    (i: number) => {
      if (!choices) return;
      setSelHand((s) => {
        const n = new Set(s);
        if (n.has(i)) n.delete(i);
        else if (choices.canAdd(pick, 'hand', handCards[i]!)) n.add(i);
        return n;
      });
      if (settings.sound) playSfx('click', settings.volume * 0.6);
    },
    [choices, pick, handCards, settings.sound, settings.volume],
  );
  const onStorage = (c: string) => {
    if (!choices) return;
    const have = (reveal !== null && display?.seats[reveal]?.storageCrops?.[c as 'P']) || 0;
    setSelStorage((s) => {
      const cur = s[c] ?? 0;
      if (cur < have && choices.canAdd(pick, 'storage', c)) return { ...s, [c]: cur + 1 };
      return { ...s, [c]: 0 };
    });
  };
  const act = (kind: Kind | 'pass') => {
    if (!session || reveal === null || !choices) return;
    const action = kind === 'pass' ? { type: 'pass' } : (choices.exact(kind, pick) ?? actionFromPick(kind, pick));
    session.act(match, reveal, action);
    setSelHand(new Set());
    setSelStorage({});
  };

  const cardPx = Math.round(Math.max(62, Math.min(118, (typeof window !== 'undefined' ? window.innerWidth : 1280) * 0.07)));
  const labels: SeatLabel[] = names.map((n, i) => ({ name: n, color: SEAT_COLORS[i]!, tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : held.includes(i) ? '' : '' }));
  const over = !!display?.over && !busy;

  useEffect(() => {
    const st: NonNullable<Window['__rt']> = { match, reveal, busy, handoff, hand: handoff ? [] : handCards, over, seq: animator.seq, myTurn: !!choices };
    if (location.search.includes('e2e')) {
      // Tests compare what is shown with what each held seat's own view says.
      st.handOf = {};
      for (const s of held) st.handOf[s] = expandCounts((feed?.snapshots[viewerKey(s)]?.view as NileView | undefined)?.seats[s]?.hand);
      (st as unknown as Record<string, unknown>).animator = animator.debug();
      (st as unknown as Record<string, unknown>).stream = streamRef.current;
      (st as unknown as Record<string, unknown>).events = Object.fromEntries(Object.entries(feed?.events ?? {}).map(([k, v]) => [k, v.map((b) => b.seq)]));
    }
    window.__rt = st;
  });

  if (!feed || !view || !display) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }

  return (
    <div className="table-screen" data-testid="table" data-reveal={reveal ?? ''} data-busy={busy ? '1' : '0'}>
      <Suspense fallback={null}>
        <Stage quality={settings.quality} label={t('a11y.table3d')}>
          {(level) => (
            <NileScene
              assets={assets}
              store={store}
              frames={frames}
              labels={labels}
              handSeat={reveal}
              hand={
                reveal !== null && !handoff
                  ? { cards: handCards, selected: selHand, selectable: (i) => !!choices && choices.canAdd(pick, 'hand', handCards[i]!), interactive: !!choices, onToggle: toggle, cardPx }
                  : null
              }
              quality={level}
              reduceMotion={settings.reduceMotion}
              bottomSeat={bottomSeat}
              overview={held.length === 0}
            />
          )}
        </Stage>
      </Suspense>
      <NileHud
        d={display}
        step={step}
        busy={busy}
        names={names}
        presence={feed.summary?.seats ?? null}
        reveal={reveal}
        spectating={held.length === 0}
        choices={choices}
        pick={pick}
        handCards={handoff ? [] : handCards}
        onStorage={onStorage}
        onAct={(k) => act(k)}
        onPass={() => act('pass')}
        onClear={() => {
          setSelHand(new Set());
          setSelStorage({});
        }}
        log={log}
        bottomPx={reveal !== null && handCards.length > 0 && !handoff ? Math.round(cardPx * 1.4 + 26) : 16}
        handingOff={handoff}
      />
      <TableChrome
        match={match}
        over={over}
        handoffTo={handoff ? names[actingHeld!]! : null}
        onReady={() => {
          // Show this player's cards at once (not one render later, from the old perspective).
          deps.current = { ...deps.current, reveal: actingHeld! };
          animator.refresh();
          seats.confirm(actingHeld!);
        }}
      />
    </div>
  );
}

