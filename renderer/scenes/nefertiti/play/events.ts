import type { NefertitiEvent } from '../../../../engine/nefertiti/events';
import type { EventTable } from '../../common/animation/eventTable';
import { GIFT_EVENTS } from './gifts';
import { MARKET_EVENTS } from './markets';
import { SCORING_EVENTS } from './scoring';
import type { NefTable } from './table';

/** What each event does on the table, one function per event type. */
export const NEF_EVENTS: EventTable<NefertitiEvent, NefTable> = { ...GIFT_EVENTS, ...MARKET_EVENTS, ...SCORING_EVENTS };
