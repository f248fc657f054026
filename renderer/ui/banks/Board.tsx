import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/store';
import { useLatest } from '../../app/hooks';
import { BanksScene } from '../../scenes/banks/BanksScene';
import type { FieldRole } from '../../scenes/banks/choices';
import { SEAT_PAINTS } from '../../scenes/common/marks';
import type { KitContext } from '../table/kit';
import type { SceneLook } from '../table/TableFrame';
import type { BanksKit } from './kitTypes';
import { pileRefusal } from './picks';

const NO_ROLES: ReadonlyMap<string, FieldRole> = new Map();

/**
 * The banks table in the stage: the board with the fields the pick lights (a field clicked for a choice of moves
 * alone), the player's own water piles taking clicks, and the fields a tutorial step or a hint points at.
 */
export function BanksBoard(c: KitContext<BanksKit> & SceneLook) {
  const { choices, pick, marks, table, model } = c;
  const roles = useMemo(() => (choices ? choices.lit(pick) : NO_ROLES), [choices, pick]);
  // The click handlers change only with the choices and the seat; a click goes through this render's `input`.
  const input = useLatest(c.input);
  const { t } = useTranslation();
  const display = useLatest(c.display);
  const seat = table.reveal;
  const onField = useMemo(() => (choices ? (field: string) => input.current({ field }) : undefined), [choices, input]);
  const onPile = useMemo(() => (choices && seat !== null ? { seat, click: (pile: number) => pileClick(choices.piles(), pile, input.current, () => pileRefusal(t, display.current, seat, pile)) } : undefined), [choices, seat, input, t, display]);
  return (
    <BanksScene
      assets={model.assets}
      store={c.store}
      plates={c.labels}
      paints={SEAT_PAINTS}
      words={model.words}
      tideNames={model.tideNames}
      roles={roles}
      emphasised={table.handoff ? undefined : marks?.fields}
      onField={onField}
      onPile={onPile}
      quality={c.quality}
      reduceMotion={c.reduceMotion}
      phone={c.phone}
    />
  );
}

/**
 * A click on one of the player's piles: picked while the flood takes water from it; while water is to be placed but
 * not from this pile, the reason, where the host's refusals appear; otherwise nothing.
 */
function pileClick(piles: readonly number[], pile: number, input: KitContext<BanksKit>['input'], refusal: () => string): void {
  if (piles.includes(pile)) input({ pile });
  else if (piles.length > 0) useApp.getState().toast(refusal());
}
