import type { DestinationId } from '../../../engine/niagara/material/river';
import type { NiagaraChoices, NiagaraMarks } from '../../scenes/niagara/choices';
import type { SeatFrame } from '../../scenes/niagara/layout';
import type { NiagaraDisplay } from '../../scenes/niagara/model';
import type { NiagaraTableState } from '../../scenes/niagara/tableStore';
import type { KitTypes, TableState } from '../table/kit';

/** What the Niagara table derives beside its display: where each seat sits around the river. */
export interface NiagaraModel {
  frames: SeatFrame[];
}

/** A paddle decision part way: the canoe picked, then (when it has several ways there) its destination. */
export interface NiagaraPick {
  canoe: string | null;
  dest: DestinationId | null;
}

/** A click towards a paddle: a canoe (on the river or its HUD button), a destination, or Back (one step back). */
export type NiagaraInput = { canoe: string } | { dest: DestinationId } | { back: true };

export interface NiagaraKit extends KitTypes {
  game: 'niagara';
  display: NiagaraDisplay;
  extra: Omit<NiagaraTableState, keyof TableState<NiagaraDisplay>>;
  model: NiagaraModel;
  choices: NiagaraChoices;
  pick: NiagaraPick;
  input: NiagaraInput;
  marks: NiagaraMarks;
}
