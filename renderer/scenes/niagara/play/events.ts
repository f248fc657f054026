import type { NiagaraEvent } from '../../../../engine/niagara/events';
import type { EventTable } from '../../common/animation/eventTable';
import { CREW_EVENTS } from './crews';
import { RIVER_EVENTS } from './river';
import { GEM_EVENTS } from './gems';
import type { NiagaraTable } from './table';

/** What each event does on the table, one function per event type. */
export const NIAGARA_EVENTS: EventTable<NiagaraEvent, NiagaraTable> = { ...CREW_EVENTS, ...RIVER_EVENTS, ...GEM_EVENTS };
