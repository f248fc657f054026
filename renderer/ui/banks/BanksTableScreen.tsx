import { useEffect, useMemo, useState } from 'react';
import { useKeyCancel } from '../../scenes/common/keyTargets';
import { useTranslation } from 'react-i18next';
import { useLatest } from '../../app/hooks';
import { PROBES, setProbe } from '../../app/probes';
import { BanksAnimator } from '../../scenes/banks/animator';
import { useBanksAssets } from '../../scenes/banks/assets';
import { BanksChoices, type FieldRole, type LegalAction, type Selection } from '../../scenes/banks/choices';
import { banksEmphasisTargets } from '../../scenes/banks/emphasis';
import { BanksScene, layoutFor } from '../../scenes/banks/BanksScene';
import { createBanksTableStore } from '../../scenes/banks/tableStore';
import { TableFrame } from '../table/TableFrame';
import { useEmphasisOffer } from '../table/useEmphasisOffer';
import { useTable, useTableAnimator } from '../table/useTable';
import { usePhone } from '../table/usePhone';
import { useTableStore } from '../table/useTableStore';
import { BanksHud } from './BanksHud';
import { SEAT_PAINTS, seatPaint } from '../../scenes/common/marks';

export function BanksTableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const { store, display, busy, log } = useTableStore(createBanksTableStore);
  const table = useTable('banks', match, busy);
  const { feed, reveal, view, handoff, names } = table;
  const assets = useBanksAssets();
  const phone = usePhone();

  // The layout follows what is shown (the display), else the latest view, and the shape the scene lays the table out in.
  const shown = useLatest(display ?? view);
  const animator = useTableAnimator(table, () => new BanksAnimator({ store, layout: () => layoutFor(shown.current ?? { data: null, players: 2 }, store.getState().shape), reveal: () => table.live.current.reveal, ...table.pacing }));

  const legal = table.legal;
  // With a tutorial's `only`, the table offers just the emphasised actions: every other field, pile and button is held back.
  const { emphasis, offer } = useEmphasisOffer(legal);
  const choices = useMemo(() => (offer ? new BanksChoices(offer, legal ?? offer) : null), [offer, legal]);
  const [sel, setSel] = useState<Selection>({});
  useEffect(() => setSel({}), [table.mySnap?.seq, reveal]);
  useKeyCancel(() => setSel({}));
  const marks = useMemo(() => (emphasis && choices && !handoff ? banksEmphasisTargets(emphasis, choices, sel) : null), [emphasis, choices, sel, handoff]);
  // A field clicked for a choice of moves is the selected one: only it stays lit while the HUD offers its moves.
  const roles = useMemo(() => {
    const all = choices ? choices.fields(sel) : new Map<string, FieldRole>();
    const chosen = sel.field ? all.get(sel.field) : undefined;
    return chosen ? new Map([[sel.field!, chosen]]) : all;
  }, [choices, sel]);

  const send = (a: LegalAction) => {
    if (reveal === null) return;
    table.click();
    table.act(a);
    // The selection stays until the host answers (the effect above clears it): a tutorial's or a hint's marks stay on
    // the move just sent instead of pointing back at its first click while it travels.
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

  // A click on one of your piles on the table: pick it, or (already picked) turn its top card end for end.
  const onPile = (pile: number) => {
    if (!choices || reveal === null || !choices.piles().includes(pile)) return;
    const s = choices.settle(sel);
    const top = display?.piles[reveal]?.[pile]?.top;
    if (s.pile !== pile || !top) return setSel({ ...sel, pile, inner: undefined, field: undefined });
    setSel({ ...s, inner: top[0] === s.inner ? top[1] : top[0], field: undefined });
  };

  const over = !!display?.over && !busy;
  const paints = SEAT_PAINTS;
  const plates = names.map((n, i) => ({ name: n, paint: seatPaint(i), tag: feed?.summary?.seats[i]?.botPlaying ? 'bot' : '' }));
  const words = { market: t('banksTable.market'), boat: t('banksTable.boat'), desertDraw: t('banksTable.desertDraw'), desertDiscard: t('banksTable.desertDiscard'), waterDiscard: t('banksTable.waterDiscard') };
  const tideNames = { FLUT: t('banksTable.FLUT'), EBBE1: t('banksTable.EBBE1'), EBBE2: t('banksTable.EBBE2') };

  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtBanks', {
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
    });
  });
  useEffect(
    () => () => {
      if (PROBES) setProbe('__rtBanks', undefined);
    },
    [],
  );

  const board = { assets, store, plates, paints, words, tideNames, roles, phone, emphasised: marks?.fields, onField: choices ? onField : undefined, onPile: choices && reveal !== null ? { seat: reveal, click: onPile } : undefined };
  const hud = display && (
    <BanksHud d={display} busy={busy} names={names} presence={feed?.summary?.seats ?? null} reveal={reveal} choices={handoff ? null : choices} marks={marks} sel={sel} onSelect={setSel} onAct={send} log={log} handingOff={handoff} />
  );
  return <TableFrame table={table} animator={animator} display={display} label={t('banksTable.scene')} scene={(look) => <BanksScene {...board} {...look} />} hud={hud} />;
}
