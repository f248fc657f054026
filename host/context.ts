import type { AnyGame } from '../engine/core/types';
import type { Connections } from './connections';
import type { Fanout } from './fanout';
import type { Ids } from './ids';
import type { RecordShare } from './lan-share';
import type { Limits } from './limits';
import type { MatchJournal } from './match-journal';
import type { MatchRegistry } from './matches';
import type { HostConfig, HostCounters } from './options';
import type { SeatBots } from './seat-bots';
import type { UndoRequests } from './undo-requests';

/** The host's parts, as its message handlers and its move step reach them (host.ts wires them together). */
export interface HostContext {
  readonly id: string;
  readonly name: string;
  readonly games: Record<string, AnyGame>;
  readonly config: HostConfig;
  readonly limits: Limits;
  readonly ids: Ids;
  readonly matches: MatchRegistry;
  readonly peers: Connections;
  readonly out: Fanout;
  readonly journal: MatchJournal;
  readonly seatBots: SeatBots;
  readonly undos: UndoRequests;
  readonly recordShare: RecordShare;
  readonly counters: HostCounters;
  readonly log: (line: string) => void;
  readonly now: () => number;
  /** Tell the host's change listeners (a match was created, filled, left, finished or closed). */
  changed(): void;
}
