import { useEffect, useMemo } from 'react';
import { useKeyCancel } from '../../scenes/common/keyTargets';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../engine/core/types';
import type { DestinationId } from '../../../engine/niagara/material/river';
import { useLatest } from '../../app/hooks';
import { PROBES, e2ePage, setProbe, type RtNiagara } from '../../app/probes';
import { NiagaraAnimator } from '../../scenes/niagara/animator';
import { useEmphasis } from '../../scenes/common/emphasis';
import { activeEmphasis, offered } from '../../scenes/common/emphasisTargets';
import { NiagaraChoices, emphasisMarks, variantGems } from '../../scenes/niagara/choices';
import { pathPoint, seatFrames, type V3 } from '../../scenes/niagara/layout';
import { NiagaraScene } from '../../scenes/niagara/NiagaraScene';
import { canoePose } from '../../scenes/niagara/poses';
import { crewPaint } from '../../scenes/niagara/palette';
import type { SeatLabel } from '../../scenes/niagara/SeatAreas';
import { canoeTarget, destTarget, selectedCanoe, weatherTarget, type Target } from '../../scenes/niagara/Targets';
import { createNiagaraTableStore } from '../../scenes/niagara/tableStore';
import { useTutorial } from '../../tutorial/store';
import { TableFrame } from '../table/TableFrame';
import { useTable, useTableAnimator } from '../table/useTable';
import { useTableStore } from '../table/useTableStore';
import { NiagaraHud } from './NiagaraHud';
import { usePicks } from './usePicks';
import './niagara.css';

export function NiagaraTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const { store, display, busy, log } = useTableStore(createNiagaraTableStore);
  const push = store((s) => s.push);
  const table = useTable('niagara', match, busy, { hideDuringHandoff: true });
  const { feed, held, reveal, view, bottomSeat, handoff, names } = table;
  const players = view?.players ?? feed?.summary?.players ?? 3;
  const frames = useMemo(() => seatFrames(players, bottomSeat), [players, bottomSeat]);
  const latestFrames = useLatest(frames);

  const animator = useTableAnimator(
    table,
    () =>
      new NiagaraAnimator({
        store,
        frames: () => latestFrames.current,
        reveal: () => table.live.current.reveal,
        ...table.pacing,
      }),
  );

  const mySnap = table.mySnap;
  const emphasisAsked = useEmphasis((s) => s.emphasis);
  const emphasis = useMemo(() => activeEmphasis(emphasisAsked, table.legal), [emphasisAsked, table.legal]);
  // With `only`, the table offers just the emphasised actions: every other target and button is held back.
  const choices = useMemo(() => {
    const list = offered(table.legal, emphasis);
    return list ? new NiagaraChoices(list) : null;
  }, [table.legal, emphasis]);
  const { canoe, dest, setCanoe, setDest, clear } = usePicks(choices, mySnap?.seq, reveal);
  useKeyCancel(clear);

  const act = (a: Action) => {
    table.act(a);
    clear();
    table.click();
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
        targets.push(c === canoe ? selectedCanoe(c, p) : canoeTarget(c, p, () => setCanoe(c)));
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
    if (dest && canoe) {
      targets.push(selectedCanoe(canoe, canoePose(display, canoe, frames, null, null, 0).p));
      framePoints.push(pathPoint(canoe, dest));
    }
  }
  const marks = choices && emphasis && !handoff ? emphasisMarks(emphasis.actions, emphasis.labels, choices, canoe, dest) : null;
  const shown = marks ? targets.map((tg) => (marks.has(tg.id) ? { ...tg, emphasis: marks.get(tg.id) } : tg)) : targets;
  const stamp = `${mySnap?.seq ?? -1}:${choices ? 1 : 0}:${canoe ?? ''}:${dest ?? ''}:${handoff ? 1 : 0}`;
  const caveGlow = choices && canoe && dest ? [...new Set(choices.variants(canoe, dest).flatMap(variantGems))] : [];

  const labels: SeatLabel[] = names.map((n, i) => ({ name: n, paint: crewPaint(display?.crews.find((c) => c.seat === i)?.colour ?? 'red'), tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : '' }));
  const over = !!display?.over && !busy;
  const revealed = reveal !== null && !handoff ? (display?.crews.filter((c) => c.seat === reveal).flatMap((c) => (c.hand ?? []).map(String)) ?? []) : [];

  useEffect(() => {
    if (!PROBES) return;
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
    if (e2ePage()) {
      // Tests compare what is shown with what each held seat's own view says.
      st.handOf = Object.fromEntries(held.map((s) => [s, table.viewOf(s)?.crews.filter((c) => c.seat === s).flatMap((c) => (c.hand ?? []).map(String)) ?? []]));
      st.canoes = Object.fromEntries(display?.canoes.map((c) => [c.id, c.at]) ?? []);
    }
    setProbe('__rtNiagara', st);
  });

  // The tutorial's instruction panel sits over the top of a phone's screen (renderer/ui/tutorial/TutorialPanel.tsx).
  const roomAtTop = useTutorial((s) => s.run?.match === match && !s.run.free);
  const river = { store, frames, labels, targets: shown, caveGlow, framePoints, stamp, roomAtTop };
  const hud = display && (
    <NiagaraHud
      d={display}
      names={names}
      presence={feed?.summary?.seats ?? null}
      reveal={reveal}
      choices={handoff ? null : choices}
      canoe={canoe}
      dest={dest}
      marks={marks}
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
  );
  return <TableFrame table={table} animator={animator} display={display} label={t('niagaraTable.scene')} scene={(look) => <NiagaraScene {...river} {...look} />} hud={hud} />;
}
