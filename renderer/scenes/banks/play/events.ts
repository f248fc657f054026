import type { BanksEvent } from '../../../../engine/banks/events';
import type { EventTable } from '../../common/animation/eventTable';
import { WATER_EVENTS } from './water';
import { MARKER_EVENTS } from './markers';
import { ROUND_EVENTS } from './rounds';
import type { BanksTable } from './table';

/** What each event does on the table, one function per event type. */
export const BANKS_EVENTS: EventTable<BanksEvent, BanksTable> = { ...WATER_EVENTS, ...MARKER_EVENTS, ...ROUND_EVENTS };
