import { LIMITS, PROTOCOL_VERSION, parseClientMessage, type ClientMessage } from '../../protocol/messages';
import type { Connection } from '../connection';
import type { PeerState } from '../connections';
import type { HostContext } from '../context';
import { HostError, toHostError } from '../errors';
import { onCreate, onHello, onList } from './lobby';
import { onCheck, onIntent, onShown, onUndo, onUndoAnswer } from './play';
import { onHistory, onRecord } from './records';
import { onClose, onJoin, onLeave, onResume } from './seats';

/** One inbound message (text from a socket, or a value from IPC). Never throws; every refusal is an `error`. */
export function receive(ctx: HostContext, conn: Connection, data: unknown): void {
  const peer = ctx.peers.get(conn);
  if (!peer) return;
  const parsed = parseClientMessage(data, LIMITS.maxMessageBytes);
  if (!parsed.ok) {
    ctx.out.error(conn, parsed.code, parsed.message, { ref: parsed.ref, for: parsed.t });
    return;
  }
  const msg = parsed.msg;
  try {
    dispatch(ctx, peer, msg);
  } catch (e) {
    const err = toHostError(e);
    if (err.code === 'INTERNAL') ctx.log(`internal error on ${msg.t} from ${conn.id}: ${(e as Error)?.stack ?? String(e)}`);
    ctx.out.error(conn, err.code, err.message, {
      ref: 'ref' in msg ? msg.ref : undefined, for: msg.t, match: matchOf(msg), details: err.details,
    });
  }
}

function dispatch(ctx: HostContext, peer: PeerState, msg: ClientMessage): void {
  if (msg.t === 'hello') return onHello(ctx, peer, msg);
  if (!peer.hello) throw new HostError('NO_HELLO', `send hello (protocol version ${PROTOCOL_VERSION}) before ${msg.t}`);
  switch (msg.t) {
    case 'list':
      return onList(ctx, peer, msg);
    case 'create':
      return onCreate(ctx, peer, msg);
    case 'join':
      return onJoin(ctx, peer, msg);
    case 'resume':
      return onResume(ctx, peer, msg);
    case 'leave':
      return onLeave(ctx, peer, msg);
    case 'close':
      return onClose(ctx, peer, msg);
    case 'intent':
      return onIntent(ctx, peer, msg);
    case 'check':
      return onCheck(ctx, peer, msg);
    case 'undo':
      return onUndo(ctx, peer, msg);
    case 'undoAnswer':
      return onUndoAnswer(ctx, peer, msg);
    case 'shown':
      return onShown(ctx, peer, msg);
    case 'history':
      return onHistory(ctx, peer, msg);
    case 'record':
      return onRecord(ctx, peer, msg);
  }
}

/** The match a message names by id, for its error reply. */
function matchOf(msg: ClientMessage): string | undefined {
  if (msg.t === 'resume' || msg.t === 'leave' || msg.t === 'intent' || msg.t === 'check' || msg.t === 'undo' || msg.t === 'undoAnswer') return msg.match;
  if (msg.t === 'history' || msg.t === 'close' || msg.t === 'record') return msg.match;
  if (msg.t === 'join') return 'id' in msg.match ? msg.match.id : undefined;
  if (msg.t === 'shown') return msg.match;
  return undefined;
}
