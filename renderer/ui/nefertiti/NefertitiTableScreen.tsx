import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { NefertitiView } from '../../../engine/nefertiti/view';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { useSettings } from '../../app/settings';
import { useLatest } from '../../app/hooks';
import { useApp } from '../../app/store';
import { playSfx } from '../../scenes/common/sound';
import { Stage } from '../../scenes/common/Stage';
import { NefAnimator } from '../../scenes/nefertiti/animator';
import { useNefAssets } from '../../scenes/nefertiti/assets';
import type { BoardTexts } from '../../scenes/nefertiti/boardArt';
import type { CardTexts } from '../../scenes/nefertiti/cardArt';
import { NefChoices } from '../../scenes/nefertiti/choices';
import { layoutFor } from '../../scenes/nefertiti/layout';
import { resolvingMarket } from '../../scenes/nefertiti/model';
import { NefertitiScene, type SeatLabel, type Targets } from '../../scenes/nefertiti/NefertitiScene';
import { createNefTableStore } from '../../scenes/nefertiti/tableStore';
import { SEAT_COLORS } from '../common';
import { TableChrome, animSpeed } from '../table/TableChrome';
import { useSeatTable } from '../table/useSeatTable';
import { closingText } from './actionText';
import { NefertitiHud } from './NefertitiHud';
import './nefertiti.css';

declare global {
  interface Window {
    /** Read-only facts for the end-to-end tests (what the Nefertiti table shows right now). */
    __rtNefertiti?: { match: string; reveal: number | null; busy: boolean; handoff: boolean; over: boolean; seq: number; myTurn: boolean; decision: string | null; closing: string | null; closings: number; scoring: boolean; legalSpaces: string };
  }
}

export function NefertitiTableScreen({ match }: { match: string }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const store = useMemo(() => createNefTableStore(), []);
  const display = store((s) => s.display);
  const busy = store((s) => s.busy);
  const log = store((s) => s.log);
  const animClosing = store((s) => s.closing);
  const scoring = store((s) => s.scoring);
  const closings = store((s) => s.closings);
  const seats = useSeatTable(match, busy);
  const session = useApp((s) => s.session);
  const { feed, reveal, streamKey, snap, bottomSeat, actingHeld, handoff, names } = seats;
  const view = snap?.view as NefertitiView | undefined;
  // The data set never changes during a game, but every snapshot brings a fresh copy of it: keep the first one, or
  // the layout, the painted board and the whole card atlas would be rebuilt (and re-uploaded) on every move.
  const kept = useRef<{ match: string; data: NefertitiData } | null>(null);
  if (view?.data && kept.current?.match !== match) kept.current = { match, data: view.data };
  const data = view?.data && kept.current?.match === match ? kept.current.data : undefined;
  const players = view?.players ?? 4;
  const memphis = !!view?.memphis;
  const layout = useMemo(() => (data ? layoutFor(data, players, bottomSeat, memphis) : null), [data, players, bottomSeat, memphis]);

  const cardTexts: CardTexts = useMemo(
    () => ({ type: (id) => t(`nefertitiTable.types.${id}`, { defaultValue: id }), character: (id) => t(`nefertitiTable.chars.${id}`, { defaultValue: id }), akhenaton: t('nefertitiTable.akhenatonCard'), owners: t('nefertitiTable.owners') }),
    [t],
  );
  const boardTexts: BoardTexts = useMemo(() => ({ closing: (r, v) => closingText(t, r, v), memphis: t('nefertitiTable.memphis') }), [t]);

  const deps = useRef({ layout, settings });
  deps.current = { layout, settings };
  const animator = useMemo(
    () =>
      new NefAnimator({
        store,
        layout: () => deps.current.layout!,
        speed: () => (deps.current.settings.reduceMotion ? 0 : animSpeed()),
        sound: (k) => deps.current.settings.sound && playSfx(k, deps.current.settings.volume),
      }),
    [store],
  );
  useEffect(() => {
    animator.revive();
    return () => animator.dispose();
  }, [animator]);

  // The animator follows one viewer's stream (seq by seq), switching streams when the revealed seat changes.
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
      animator.reset(s0.view as NefertitiView, s0.seq);
    } else if (streamRef.current !== streamKey) {
      streamRef.current = streamKey;
      for (const b of feed.events[streamKey] ?? []) if (b.seq > animator.seq) animator.events(b.seq, b.events);
      if (s0) animator.snapshot(s0.seq, s0.view as NefertitiView, false);
    }
    return session.events.on((e) => {
      if (e.kind === 'events' && e.match === match && e.viewer === streamRef.current) animator.events(e.msg.seq, e.msg.events);
      if (e.kind === 'snapshot' && e.match === match && e.viewer === streamRef.current) animator.snapshot(e.msg.seq, e.msg.view as NefertitiView, e.msg.resync);
    });
  }, [session, feed, streamKey, animator, match, hasStreamSnap]);

  const legal = seats.legal as NefertitiAction[] | null;
  const decisionKind = (seats.mySnap?.view as NefertitiView | undefined)?.decision?.k ?? null;
  const choices = useMemo(() => (legal ? new NefChoices(legal, decisionKind) : null), [legal, decisionKind]);
  const act = (a: NefertitiAction) => {
    if (settings.sound) playSfx('click', settings.volume * 0.6);
    seats.act(a);
  };
  // The targets are rebuilt only with the choices; a click acts through this render's `act` (seat, sound settings).
  const latestAct = useLatest(act);
  const targets: Targets | null = useMemo(
    () =>
      choices
        ? {
            spaces: choices.spaces,
            characters: choices.characters,
            // A click on any free space is an intent: the legal placement there, or the plain attempt (the host says why not).
            onSpace: (market, space) => latestAct.current(choices.intentForSpace(market, space)),
            onCharacter: (id) => latestAct.current({ type: 'character', character: id }),
          }
        : null,
    [choices, latestAct],
  );

  const labels: SeatLabel[] = names.map((nm, i) => ({ name: nm, color: SEAT_COLORS[i % SEAT_COLORS.length]! }));
  const over = !!display?.over && !busy;
  const closing = animClosing?.market ?? (display ? resolvingMarket(display) : null);

  useEffect(() => {
    window.__rtNefertiti = { match, reveal, busy, handoff, over, seq: animator.seq, myTurn: !!choices, decision: decisionKind, closing, closings, scoring: !!scoring, legalSpaces: choices && !handoff ? [...choices.spaces].sort().join(' ') : '' };
  });

  if (!feed || !view || !display || !layout || !data) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }

  return (
    <div className="table-screen" data-testid="table" data-game="nefertiti" data-reveal={reveal ?? ''} data-busy={busy ? '1' : '0'}>
      <Suspense fallback={null}>
        <Stage quality={settings.quality} label={t('nefertitiTable.scene')}>
          {(level) => (
            <NefertitiSceneWithAssets
              data={data}
              cardTexts={cardTexts}
              textKey={i18n.language}
              store={store}
              layout={layout}
              boardTexts={boardTexts}
              labels={labels}
              targets={handoff ? null : targets}
              quality={level}
              reduceMotion={settings.reduceMotion}
            />
          )}
        </Stage>
      </Suspense>
      <NefertitiHud d={display} names={names} presence={feed.summary?.seats ?? null} reveal={reveal} choices={handoff ? null : choices} closing={closing} scoring={scoring} log={log} handingOff={handoff} onAct={act} />
      <TableChrome
        match={match}
        over={over}
        handoffTo={handoff ? names[actingHeld!]! : null}
        onReady={() => seats.confirm(actingHeld!)}
      />
    </div>
  );
}

/** Assets live inside the canvas (they are created with it and disposed when it goes). */
function NefertitiSceneWithAssets(p: Omit<Parameters<typeof NefertitiScene>[0], 'assets'> & { cardTexts: CardTexts }) {
  const assets = useNefAssets(p.data, p.cardTexts, p.textKey);
  return <NefertitiScene {...p} assets={assets} />;
}
