import type { ErrorMessage, EventsMessage, LeftMessage, SnapshotMessage, UndoNotice, WelcomeMessage } from '../protocol/messages';
import { viewerKey, type FeedMessage } from './feeds';
import type { SentIntent } from './requests';
import type { TransportStatus } from './transport';

/** What a Session tells its listeners (`session.events`, `session.on`). */
export type SessionEvent =
  | { kind: 'events'; match: string; viewer: string; msg: EventsMessage }
  | { kind: 'snapshot'; match: string; viewer: string; msg: SnapshotMessage }
  | { kind: 'presence'; match: string }
  /** The match's past batches for `viewer` arrived (`history`) and are now in `feed.events`. */
  | { kind: 'history'; match: string; viewer: string }
  | { kind: 'left'; match: string; msg: LeftMessage }
  | { kind: 'undo'; match: string; msg: UndoNotice }
  /** `intent`: what this session sent under the error's ref, when it refuses one of its intents (for the rule link). */
  | { kind: 'error'; msg: ErrorMessage; intent?: SentIntent }
  | { kind: 'status'; status: TransportStatus }
  | { kind: 'welcome'; msg: WelcomeMessage };

export type SessionEventKind = SessionEvent['kind'];
export type EventOf<K extends SessionEventKind> = Extract<SessionEvent, { kind: K }>;

export const isKind = <K extends SessionEventKind>(e: SessionEvent, kind: K): e is EventOf<K> => e.kind === kind;

/** The event that says a feed message is in the feeds (none for `created` and `joined`, which the request's reply tells). */
export function feedEvent(m: FeedMessage): SessionEvent | null {
  switch (m.t) {
    case 'created':
    case 'joined':
      return null;
    case 'snapshot':
      return { kind: 'snapshot', match: m.match, viewer: viewerKey(m.seat), msg: m };
    case 'events':
      return { kind: 'events', match: m.match, viewer: viewerKey(m.seat), msg: m };
    case 'presence':
      return { kind: 'presence', match: m.match };
    case 'left':
      return { kind: 'left', match: m.match, msg: m };
    case 'undo':
      return { kind: 'undo', match: m.match, msg: m };
    case 'history':
      return { kind: 'history', match: m.match, viewer: viewerKey(m.seat) };
  }
}
