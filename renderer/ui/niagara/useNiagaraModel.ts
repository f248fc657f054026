import { useMemo } from 'react';
import { seatFrames } from '../../scenes/niagara/layout';
import type { ModelContext } from '../table/kit';
import type { NiagaraKit, NiagaraModel } from './kitTypes';

/** The Niagara table's model: each seat's place around the river, the screen's own seat at the bottom. */
export function useNiagaraModel({ table }: ModelContext<NiagaraKit>): NiagaraModel {
  const players = table.view?.players ?? table.feed?.summary?.players ?? 3;
  const { bottomSeat } = table;
  const frames = useMemo(() => seatFrames(players, bottomSeat), [players, bottomSeat]);
  return { frames };
}
