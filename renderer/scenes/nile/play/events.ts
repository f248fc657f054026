import type { NileEvent } from '../../../../engine/nile/events';
import type { EventTable } from '../../common/animation/eventTable';
import { CENTRE_EVENTS } from './centre';
import { SEAT_EVENTS } from './seats';
import type { NileTable } from './table';

/** What each event does on the table, one function per event type. */
export const NILE_EVENTS: EventTable<NileEvent, NileTable> = { ...CENTRE_EVENTS, ...SEAT_EVENTS };
