import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../engine/core/types';
import type { NiagaraAction } from '../../../engine/niagara/actions';
import type { DestinationId } from '../../../engine/niagara/material/river';
import type { NiagaraView } from '../../../engine/niagara/view';
import { useSettings } from '../../app/settings';
import { useApp } from '../../app/store';
import { viewerKey } from '../../net';
import { useCinematic } from '../../scenes/common/cinematic';
import { playSfx } from '../../scenes/common/sound';
import { Stage } from '../../scenes/common/Stage';
import { NiagaraAnimator } from '../../scenes/niagara/animator';
import { NiagaraChoices, variantGems } from '../../scenes/niagara/choices';
import { pathPoint, seatFrames, type V3 } from '../../scenes/niagara/layout';
import { NiagaraScene } from '../../scenes/niagara/NiagaraScene';
import { canoePose } from '../../scenes/niagara/poses';
import type { SeatLabel } from '../../scenes/niagara/SeatAreas';
import { canoeTarget, destTarget, weatherTarget, type Target } from '../../scenes/niagara/Targets';
import { createNiagaraTableStore } from '../../scenes/niagara/tableStore';
import { TableChrome, animSpeed } from '../table/TableChrome';
import { useSeatTable } from '../table/useSeatTable';
import { NiagaraHud } from './NiagaraHud';
import './niagara.css';

/** Read-only facts for the end-to-end tests (what the Niagara table shows right now). */
export interface RtNiagara {
  match: string;
  reveal: number | null;
  busy: boolean;
  handoff: boolean;
  /** The revealed seat's hand as shown. */
  hand: string[];
  over: boolean;
  seq: number;
  myTurn: boolean;
  phase: string;
  canoe: string | null;
  dest: string | null;
  pushing: boolean;
  /** What the camera frames: overview, canoe or falls. */
  focus: string;
  /** Canoes at the falls' foot right now (tipped over, not yet back at their owner's area). */
  falling: string[];
  /** Each held seat's hand according to its own view (?e2e=1 only). */
  handOf?: Record<string, string[]>;
  canoes?: Record<string, string>;
  /** The decision the board's targets are drawn for. */
  stamp: string;
}

declare global {
  interface Window {
    __rtNiagara?: RtNiagara;
  }
}

export function NiagaraTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const store = useMemo(() => createNiagaraTableStore(), []);
  const display = store((s) => s.display);
  const busy = store((s) => s.busy);
  const log = store((s) => s.log);
  const push = store((s) => s.push);
  const seats = useSeatTable(match, busy);
  const session = useApp((s) => s.session);
  const { feed, held, streamKey, snap, bottomSeat, actingHeld, handoff, names } = seats;
  // Hot-seat: while the screen is being handed on, show nobody's secrets (with simultaneous choices the seat confirmed
  // last may still be to act while another held seat is asked to take the screen).
  const reveal = handoff ? null : seats.reveal;
  const view = snap?.view as NiagaraView | undefined;
  const players = view?.players ?? feed?.summary?.players ?? 3;
  const frames = useMemo(() => seatFrames(players, bottomSeat), [players, bottomSeat]);

  // The animator follows one viewer's stream (seq by seq), switching streams when the revealed seat changes.
  const deps = useRef({ frames, reveal, settings });
  deps.current = { frames, reveal, settings };
  const animator = useMemo(
    () =>
      new NiagaraAnimator({
        store,
        frames: () => deps.current.frames,
        reveal: () => deps.current.reveal,
        speed: () => (deps.current.settings.reduceMotion ? 0 : animSpeed()),
        sound: (k) => deps.current.settings.sound && playSfx(k, deps.current.settings.volume),
        shot: (s) => useCinematic.getState().request(s),
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
      animator.reset(s0.view as NiagaraView, s0.seq);
    } else if (streamRef.current !== streamKey) {
      streamRef.current = streamKey;
      // Continue from what was shown, on the new viewer's stream; missed batches come from the feed.
      for (const b of feed.events[streamKey] ?? []) if (b.seq > animator.seq) animator.events(b.seq, b.events);
      if (s0) animator.snapshot(s0.seq, s0.view as NiagaraView, false);
      animator.refresh();
    }
    return session.events.on((e) => {
      if (e.kind === 'events' && e.match === match && e.viewer === streamRef.current) animator.events(e.msg.seq, e.msg.events);
      if (e.kind === 'snapshot' && e.match === match && e.viewer === streamRef.current) animator.snapshot(e.msg.seq, e.msg.view as NiagaraView, e.msg.resync);
    });
  }, [session, feed, streamKey, animator, match, hasStreamSnap]);

  useEffect(() => animator.refresh(), [reveal, animator]);

  const mySnap = seats.mySnap;
  const choices = useMemo(() => (seats.legal ? new NiagaraChoices(seats.legal as NiagaraAction[]) : null), [seats.legal]);
  const [canoe, setCanoe] = useState<string | null>(null);
  const [dest, setDest] = useState<DestinationId | null>(null);
  useEffect(() => {
    // A new decision: one movable canoe is picked for the player; otherwise they pick.
    const list = choices?.canoes() ?? [];
    setCanoe(list.length === 1 && !choices?.pass ? list[0]! : null);
    setDest(null);
  }, [mySnap?.seq, reveal, choices]);

  const act = (a: Action) => {
    seats.act(a);
    setCanoe(null);
    setDest(null);
    if (settings.sound) playSfx('click', settings.volume * 0.6);
  };
  const pickDest = (to: DestinationId) => {
    if (!choices || !canoe) return;
    const v = choices.variants(canoe, to);
    if (v.length === 1) act(v[0]!.action);
    else setDest(to);
  };

  // What is clickable on the board: the host's legal actions only.
  const targets: Target[] = [];
  const framePoints: V3[] = [];
  if (choices && display && !handoff) {
    if (choices.phase === 'cloud') for (const w of choices.weather) targets.push(weatherTarget(display.weather, w.delta, () => act(w.action)));
    if (choices.phase === 'paddle' && !dest) {
      for (const c of choices.canoes()) {
        const p = canoePose(display, c, frames, null, null, 0).p;
        if (c !== canoe) targets.push(canoeTarget(c, p, () => setCanoe(c)));
        framePoints.push(p);
      }
      if (canoe) {
        for (const to of choices.destinations(canoe)) {
          const tg = destTarget(canoe, to, () => pickDest(to));
          targets.push(tg);
          framePoints.push(tg.p);
        }
      }
    }
    if (dest && canoe) framePoints.push(pathPoint(canoe, dest));
  }
  const stamp = `${mySnap?.seq ?? -1}:${choices ? 1 : 0}:${canoe ?? ''}:${dest ?? ''}:${handoff ? 1 : 0}`;
  const caveGlow = choices && canoe && dest ? [...new Set(choices.variants(canoe, dest).flatMap(variantGems))] : [];

  const labels: SeatLabel[] = names.map((n, i) => ({ name: n, tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : '' }));
  const over = !!display?.over && !busy;
  const revealed = reveal !== null && !handoff ? (display?.crews.filter((c) => c.seat === reveal).flatMap((c) => (c.hand ?? []).map(String)) ?? []) : [];

  useEffect(() => {
    const st: RtNiagara = {
      match,
      reveal,
      busy,
      handoff,
      hand: revealed,
      over,
      seq: animator.seq,
      myTurn: !!choices,
      phase: choices?.phase ?? 'none',
      canoe,
      dest,
      pushing: !!push,
      focus: store.getState().focus.kind,
      stamp,
      falling: display?.canoes.filter((c) => c.at === 'fallsL' || c.at === 'fallsR').map((c) => c.id) ?? [],
    };
    if (location.search.includes('e2e')) {
      // Tests compare what is shown with what each held seat's own view says.
      st.handOf = {};
      for (const s of held) {
        const v = feed?.snapshots[viewerKey(s)]?.view as NiagaraView | undefined;
        st.handOf[s] = v?.crews.filter((c) => c.seat === s).flatMap((c) => (c.hand ?? []).map(String)) ?? [];
      }
      st.canoes = Object.fromEntries(display?.canoes.map((c) => [c.id, c.at]) ?? []);
    }
    window.__rtNiagara = st;
  });

  if (!feed || !view || !display) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }

  return (
    <div className="table-screen" data-testid="table" data-game="niagara" data-reveal={reveal ?? ''} data-busy={busy ? '1' : '0'}>
      <Suspense fallback={null}>
        <Stage quality={settings.quality} label={t('niagaraTable.scene')}>
          {(level) => (
            <NiagaraScene
              store={store}
              frames={frames}
              labels={labels}
              quality={level}
              reduceMotion={settings.reduceMotion}
              targets={targets}
              caveGlow={caveGlow}
              framePoints={framePoints}
              stamp={stamp}
            />
          )}
        </Stage>
      </Suspense>
      <NiagaraHud
        d={display}
        names={names}
        presence={feed.summary?.seats ?? null}
        reveal={reveal}
        choices={handoff ? null : choices}
        canoe={canoe}
        dest={dest}
        handingOff={handoff}
        log={log}
        onAct={act}
        onCanoe={(c) => {
          setCanoe(c);
          setDest(null);
        }}
        onDest={pickDest}
        onBack={() => (dest ? setDest(null) : setCanoe(null))}
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
