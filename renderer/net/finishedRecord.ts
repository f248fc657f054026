import { parseRecord, type MatchRecord } from '../../engine/core/record';
import { RequestError, type Session } from '../../client/session';

/** Why there is no record: the host does not share it, it is too large for the network, asked too often, or none. */
export type NoRecord = 'notShared' | 'tooBig' | 'busy' | 'none';

export type FinishedRecord = { record: MatchRecord } | { record: null; reason: NoRecord };

const REASONS: Partial<Record<string, NoRecord>> = { NOT_ALLOWED: 'notShared', TOO_BIG: 'tooBig', RATE_LIMITED: 'busy' };

/**
 * The page's one way to a finished match's record. The host's own page asks its transport (IPC, or the loopback
 * `/api/record` of browser mode); a page of another machine's host (a LAN guest's browser, or this app joined to a
 * remote host) asks over the protocol, where the host decides whether it shares it.
 */
export async function finishedRecord(session: Session, match: string): Promise<FinishedRecord> {
  try {
    const remote = (await session.transport.hostInfo()).mode === 'remote';
    const raw = remote ? await session.record(match) : await session.transport.record(match);
    return raw === null ? { record: null, reason: 'none' } : { record: parseRecord(raw) };
  } catch (e) {
    return { record: null, reason: (e instanceof RequestError && REASONS[e.code]) || 'none' };
  }
}
