import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BanksView } from '../../../engine/banks/view';
import { useSettings } from '../../app/settings';
import { useApp } from '../../app/store';
import { BanksAnimator } from '../../scenes/banks/animator';
import { useBanksAssets } from '../../scenes/banks/assets';
import { BanksChoices, type LegalAction, type Selection } from '../../scenes/banks/choices';
import { BanksScene, layoutFor } from '../../scenes/banks/BanksScene';
import { createBanksTableStore } from '../../scenes/banks/tableStore';
import { playSfx } from '../../scenes/common/sound';
import { Stage } from '../../scenes/common/Stage';
import { SEAT_COLORS } from '../common';
import { TableChrome, animSpeed } from '../table/TableChrome';
import { useSeatTable } from '../table/useSeatTable';
import { BanksHud } from './BanksHud';

declare global {
  interface Window {
    /** Read-only facts for the end-to-end tests (what the banks table shows right now). */
    __rtBanks?: { match: string; reveal: number | null; busy: boolean; handoff: boolean; over: boolean; seq: number; myTurn: boolean; decision: string; lit: Record<string, string>; tide: string; round: number; pawns: number[]; obelisk: number; sel: Selection };
  }
}

export function BanksTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const store = useMemo(() => createBanksTableStore(), []);
  const display = store((s) => s.display);
  const busy = store((s) => s.busy);
  const log = store((s) => s.log);
  const seats = useSeatTable(match, busy);
  const session = useApp((s) => s.session);
  const { feed, reveal, streamKey, snap, actingHeld, handoff, names } = seats;
  const view = snap?.view as BanksView | undefined;
  const assets = useBanksAssets();

  // The animator follows one viewer's stream, seq by seq (switching when the revealed seat changes).
  const deps = useRef({ view, reveal, settings });
  deps.current = { view: display ?? view, reveal, settings };
  const animator = useMemo(
    () =>
      new BanksAnimator({
        store,
        layout: () => layoutFor(deps.current.view ?? { data: null, players: 2 }),
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
      animator.reset(s0.view as BanksView, s0.seq);
    } else if (streamRef.current !== streamKey) {
      streamRef.current = streamKey;
      for (const b of feed.events[streamKey] ?? []) if (b.seq > animator.seq) animator.events(b.seq, b.events);
      if (s0) animator.snapshot(s0.seq, s0.view as BanksView, false);
    }
    return session.events.on((e) => {
      if (e.kind === 'events' && e.match === match && e.viewer === streamRef.current) animator.events(e.msg.seq, e.msg.events);
      if (e.kind === 'snapshot' && e.match === match && e.viewer === streamRef.current) animator.snapshot(e.msg.seq, e.msg.view as BanksView, e.msg.resync);
    });
  }, [session, feed, streamKey, animator, match, hasStreamSnap]);

  const legal = seats.legal;
  const choices = useMemo(() => (legal ? new BanksChoices(legal as LegalAction[]) : null), [legal]);
  const [sel, setSel] = useState<Selection>({});
  useEffect(() => setSel({}), [seats.mySnap?.seq, reveal]);
  const roles = useMemo(() => (choices ? choices.fields(sel) : new Map()), [choices, sel]);

  const send = (a: LegalAction) => {
    if (!session || reveal === null) return;
    if (settings.sound) playSfx('click', settings.volume * 0.6);
    session.act(match, reveal, a);
    setSel({});
  };
  const onField = (id: string) => {
    if (!choices || !display) return;
    const opts = choices.atField(id, sel);
    if (opts.length === 1) return send(opts[0]!);
    if (opts.length > 1) return setSel({ ...sel, field: id });
    // Not a legal target: the host says why (its reason is shown), nothing is decided here.
    const s = choices.settle(sel);
    const intent: LegalAction =
      display.decision === 'flood' || display.decision === 'openWater'
        ? { type: 'placeWater', pile: s.pile ?? 0, field: id, inner: s.inner ?? 1 }
        : display.decision === 'ebb'
          ? { type: 'removeWater', field: id }
          : display.decision === 'startDesert' || display.decision === 'desertEvent'
            ? { type: 'placeDesert', field: id }
            : sel.kind
              ? display.decision === 'openSow'
                ? { type: 'openSow', kind: sel.kind, field: id, ripe: !!sel.ripe }
                : { type: 'sow', kind: sel.kind, field: id }
              : { type: 'grow', field: id };
    send(intent);
  };

  const over = !!display?.over && !busy;
  const colours = SEAT_COLORS;
  const plates = names.map((n, i) => ({ name: n, colour: SEAT_COLORS[i]! }));
  const words = { market: t('banksTable.market'), boat: t('banksTable.boat'), desertDraw: t('banksTable.desertDraw'), desertDiscard: t('banksTable.desertDiscard'), waterDiscard: t('banksTable.waterDiscard') };
  const tideNames = { FLUT: t('banksTable.FLUT'), EBBE1: t('banksTable.EBBE1'), EBBE2: t('banksTable.EBBE2') };

  useEffect(() => {
    window.__rtBanks = {
      match,
      reveal,
      busy,
      handoff,
      over,
      seq: animator.seq,
      myTurn: !!choices,
      decision: display?.decision ?? '',
      lit: Object.fromEntries(roles),
      tide: display?.tide ?? '',
      round: display?.round ?? 0,
      pawns: display?.pawns ?? [],
      obelisk: display?.obelisk ?? 0,
      sel,
    };
  });
  useEffect(() => () => void delete window.__rtBanks, []);

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
        <Stage quality={settings.quality} label={t('banksTable.scene')}>
          {(level) => (
            <BanksScene
              assets={assets}
              store={store}
              plates={plates}
              colours={colours}
              words={words}
              tideNames={tideNames}
              roles={roles}
              onField={choices ? onField : undefined}
              quality={level}
              reduceMotion={settings.reduceMotion}
            />
          )}
        </Stage>
      </Suspense>
      <BanksHud d={display} busy={busy} names={names} presence={feed.summary?.seats ?? null} reveal={reveal} choices={handoff ? null : choices} sel={sel} onSelect={setSel} onAct={send} log={log} handingOff={handoff} />
      <TableChrome
        match={match}
        over={over}
        handoffTo={handoff ? names[actingHeld!]! : null}
        onReady={() => {
          deps.current = { ...deps.current, reveal: actingHeld! };
          seats.confirm(actingHeld!);
        }}
      />
    </div>
  );
}
