import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest, useSameList } from '../../app/hooks';
import { PROBES, e2ePage, setProbe, type RtNile } from '../../app/probes';
import { playSfx } from '../../scenes/common/sound';
import { NileAnimator } from '../../scenes/nile/animator';
import { useNileAssets } from '../../scenes/nile/assets';
import { Choices, actionFromPick, addTo, emphasisTargets, emptyPick, type Kind, type Pick } from '../../scenes/nile/choices';
import { seatFrames } from '../../scenes/nile/layout';
import { NileScene, type SeatLabel } from '../../scenes/nile/NileScene';
import { expandCounts } from '../../scenes/nile/model';
import { createNileTableStore } from '../../scenes/nile/tableStore';
import { SEAT_COLORS } from '../common';
import { TableFrame } from '../table/TableFrame';
import { useEmphasisOffer } from '../table/useEmphasisOffer';
import { usePhone } from '../table/usePhone';
import { useTable, useTableAnimator } from '../table/useTable';
import { useTableStore } from '../table/useTableStore';
import type { NileAction } from '../../../engine/nile/actions';
import { actionWords } from './actionText';
import { NileHud } from './NileHud';

const NONE: ReadonlyMap<number, string> = new Map();

export function NileTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const { store, display, busy, log } = useTableStore(createNileTableStore);
  const step = store((s) => s.step);
  const table = useTable('nile', match, busy);
  const { settings, feed, held, reveal, view, bottomSeat, handoff, names } = table;
  const phone = usePhone();
  const players = view?.players ?? feed?.summary?.players ?? 4;
  const frames = useMemo(() => seatFrames(players, bottomSeat), [players, bottomSeat]);
  const latestFrames = useLatest(frames);

  const assets = useNileAssets({
    crops: { P: t('crops.P'), W: t('crops.W'), L: t('crops.L'), C: t('crops.C'), F: t('crops.F') },
    speculation: t('crops.speculation'),
    locust: t('crops.X'),
  });

  const animator = useTableAnimator(
    table,
    () => new NileAnimator({ store, frames: () => latestFrames.current, reveal: () => table.live.current.reveal, ...table.pacing }),
    // The very start of a game is shown with its deal.
    (a, v, seq) => a.reset(v, seq, seq === 0 && v.turn === 1),
  );

  const mySnap = table.mySnap;
  const legal = table.legal;
  // With a tutorial's `only`, the table offers just the emphasised actions: every other card and button is held back.
  const { emphasis, offer } = useEmphasisOffer(legal);
  const choices = useMemo(() => (offer ? new Choices(offer) : null), [offer]);
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
  const marks = useMemo(() => (emphasis ? emphasisTargets(emphasis.actions, handCards, selHand, pick, emphasis.labels) : null), [emphasis, handCards, selHand, pick]);
  const act = (kind: Kind | 'pass') => {
    if (reveal === null || !choices) return;
    table.act(kind === 'pass' ? { type: 'pass' } : (choices.exact(kind, pick) ?? actionFromPick(kind, pick)));
    setSelHand(new Set());
    setSelStorage({});
  };

  const cardPx = Math.round(Math.max(62, Math.min(118, (typeof window !== 'undefined' ? window.innerWidth : 1280) * 0.07)));
  const labels: SeatLabel[] = names.map((n, i) => ({ name: n, color: SEAT_COLORS[i]!, tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : '' }));
  const over = !!display?.over && !busy;

  useEffect(() => {
    if (!PROBES) return;
    const st: RtNile = { match, reveal, busy, handoff, hand: handoff ? [] : handCards, over, seq: animator.seq, myTurn: !!choices };
    if (e2ePage()) {
      // Tests compare what is shown with what each held seat's own view says.
      st.handOf = Object.fromEntries(held.map((s) => [s, expandCounts(table.viewOf(s)?.seats[s]?.hand)]));
      st.animator = animator.debug();
      st.stream = table.streamKey;
      st.events = Object.fromEntries(Object.entries(feed?.events ?? {}).map(([k, v]) => [k, v.map((b) => b.seq)]));
    }
    setProbe('__rt', st);
  });

  const hand =
    reveal !== null && !handoff
      ? { cards: handCards, selected: selHand, selectable: (i: number) => !!choices && choices.canAdd(pick, 'hand', handCards[i]!), interactive: !!choices, onToggle: toggle, cardPx, emphasised: marks?.hand ?? NONE }
      : null;
  const board = { assets, store, frames, labels, handSeat: reveal, hand, bottomSeat, overview: held.length === 0, phone };
  // The 3D hand's height at the screen's bottom: the action bar stands above it.
  const handRoom = hand && handCards.length > 0 ? Math.round(cardPx * 1.4 + 10) : 0;
  const hud = display && (
    <NileHud
      d={display}
      step={step}
      busy={busy}
      names={names}
      presence={feed?.summary?.seats ?? null}
      reveal={reveal}
      spectating={held.length === 0}
      choices={choices}
      marks={marks}
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
      // The host's legal actions are NILE actions (the wire carries them untyped).
      words={(a) => (table.myView && reveal !== null ? actionWords(t, table.myView, reveal, a as NileAction) : '')}
      bottomPx={handRoom + 16}
      handingOff={handoff}
    />
  );
  return <TableFrame table={table} animator={animator} display={display} label={t('a11y.table3d')} scene={(look) => <NileScene {...board} {...look} />} hud={hud} handRoom={handRoom} />;
}
