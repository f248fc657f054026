import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeyCancel } from '../../scenes/common/keyTargets';
import { useTranslation } from 'react-i18next';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { useLatest } from '../../app/hooks';
import { PROBES, setProbe } from '../../app/probes';
import { NefAnimator } from '../../scenes/nefertiti/animator';
import { useNefAssets } from '../../scenes/nefertiti/assets';
import type { CardTexts } from '../../scenes/nefertiti/cardArt';
import { useEmphasis } from '../../scenes/common/emphasis';
import { activeEmphasis, offered, sameAction } from '../../scenes/common/emphasisTargets';
import { NefChoices, emphasisTargets } from '../../scenes/nefertiti/choices';
import { layoutFor, phoneViewFor, phoneViews } from '../../scenes/nefertiti/layout';
import { resolvingMarket } from '../../scenes/nefertiti/model';
import { NefertitiScene, type SeatLabel, type Targets } from '../../scenes/nefertiti/NefertitiScene';
import { createNefTableStore } from '../../scenes/nefertiti/tableStore';
import { TableFrame } from '../table/TableFrame';
import { useTable, useTableAnimator } from '../table/useTable';
import { usePhone } from '../table/usePhone';
import { useTableStore } from '../table/useTableStore';
import { nefTexts } from './texts';
import { NefertitiHud } from './NefertitiHud';
import { PhonePan } from './PhonePan';
import './nefertiti.css';
import { seatPaint } from '../../scenes/common/marks';

export function NefertitiTableScreen({ match }: { match: string }) {
  const { t, i18n } = useTranslation();
  const { store, display, busy, log } = useTableStore(createNefTableStore);
  const animClosing = store((s) => s.closing);
  const scoring = store((s) => s.scoring);
  const closings = store((s) => s.closings);
  const table = useTable('nefertiti', match, busy);
  const { feed, reveal, view, bottomSeat, handoff, names } = table;
  // The data set never changes during a game, but every snapshot brings a fresh copy of it: keep the first one, or
  // the layout, the painted board and the whole card atlas would be rebuilt (and re-uploaded) on every move.
  const kept = useRef<{ match: string; data: NefertitiData } | null>(null);
  if (view?.data && kept.current?.match !== match) kept.current = { match, data: view.data };
  const data = view?.data && kept.current?.match === match ? kept.current.data : undefined;
  const players = view?.players ?? 4;
  const memphis = !!view?.memphis;
  const layout = useMemo(() => (data ? layoutFor(data, players, bottomSeat, memphis) : null), [data, players, bottomSeat, memphis]);

  const { cards: cardTexts, board: boardTexts } = useMemo(() => nefTexts(t), [t]);

  const latestLayout = useLatest(layout);
  const animator = useTableAnimator(table, () => new NefAnimator({ store, layout: () => latestLayout.current!, ...table.pacing }));

  const legal = table.legal;
  const decisionKind = table.myView?.decision?.k ?? null;
  const emphasisAsked = useEmphasis((s) => s.emphasis);
  const emphasis = useMemo(() => activeEmphasis(emphasisAsked, legal), [emphasisAsked, legal]);
  // With `only`, the table offers just the emphasised actions: every other space, card and button is held back.
  const choices = useMemo(() => {
    const list = offered(legal, emphasis);
    return list ? new NefChoices(list, decisionKind) : null;
  }, [legal, emphasis, decisionKind]);
  // The emphasised action just sent is no longer pointed at while the host answers (it would be sent twice).
  const [sent, setSent] = useState<NefertitiAction | null>(null);
  useEffect(() => setSent(null), [choices]);
  const marks = useMemo(() => {
    if (!emphasis || !choices) return null;
    const keep = emphasis.actions.map((a, i) => [a, emphasis.labels[i] ?? ''] as const).filter(([a]) => !sent || !sameAction(a, sent));
    return emphasisTargets(keep.map(([a]) => a), keep.map(([, l]) => l), choices);
  }, [emphasis, choices, sent]);
  // Playing a character spends a seal: a click on its card (or button) first asks, and only "Play it" sends it.
  const [pendingChar, setPendingChar] = useState<string | null>(null);
  useEffect(() => setPendingChar(null), [choices]);
  useKeyCancel(() => setPendingChar(null));
  const act = (a: NefertitiAction) => {
    setPendingChar(null);
    setSent(a);
    table.click();
    table.act(a);
  };
  const latestPick = useLatest((id: string) => {
    table.click();
    setPendingChar(id);
  });
  // The targets are rebuilt only with the choices; a click acts through this render's `act` (seat, sound settings).
  const latestAct = useLatest(act);
  const targets: Targets | null = useMemo(
    () =>
      choices
        ? {
            spaces: choices.spaces,
            characters: choices.characters,
            picked: pendingChar,
            marks,
            // A click on any free space is an intent: the legal placement there, or the plain attempt (the host says why not).
            onSpace: (market, space) => latestAct.current(choices.intentForSpace(market, space)),
            onCharacter: (id) => latestPick.current(id),
          }
        : null,
    [choices, latestAct, latestPick, pendingChar, marks],
  );

  // A portrait phone shows two markets at a time: the view with most legal spaces, until the player pans.
  const phone = usePhone();
  const views = useMemo(() => (layout ? phoneViews(layout) : [0]), [layout]);
  const [panned, setPanned] = useState<number | null>(null);
  useEffect(() => setPanned(null), [choices]);
  const phoneX = panned ?? (layout && choices ? phoneViewFor(layout, choices.spaces) : 0);

  const labels: SeatLabel[] = names.map((nm, i) => ({ name: nm, paint: seatPaint(i), tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : '' }));
  const over = !!display?.over && !busy;
  const closing = animClosing?.market ?? (display ? resolvingMarket(display) : null);

  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtNefertiti', { match, reveal, busy, handoff, over, seq: animator.seq, myTurn: !!choices, decision: decisionKind, closing, closings, scoring: !!scoring, legalSpaces: choices && !handoff ? [...choices.spaces].sort().join(' ') : '' });
  });

  const hud = display && (
    <>
      <PhonePan views={views} at={phoneX} onPan={setPanned} />
      <NefertitiHud d={display} names={names} presence={feed?.summary?.seats ?? null} reveal={reveal} choices={handoff ? null : choices} marks={marks} closing={closing} scoring={scoring} log={log} handingOff={handoff} pendingCharacter={pendingChar} onAct={act} onCharacter={setPendingChar} />
    </>
  );
  return <TableFrame table={table} animator={animator} display={display} loaded={!!(layout && data)} label={t('nefertitiTable.scene')} scene={(look) => data && layout && <NefertitiSceneWithAssets {...{ data, layout, cardTexts, boardTexts, store, labels }} textKey={i18n.language} targets={handoff ? null : targets} phoneView={phone ? { x: phoneX, panned: panned !== null } : null} {...look} />} hud={hud} />;
}

/** Assets live inside the canvas (they are created with it and disposed when it goes). */
function NefertitiSceneWithAssets(p: Omit<Parameters<typeof NefertitiScene>[0], 'assets'> & { cardTexts: CardTexts }) {
  const assets = useNefAssets(p.data, p.cardTexts, p.textKey);
  return <NefertitiScene {...p} assets={assets} />;
}
