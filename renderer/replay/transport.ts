import type { MatchRecord } from '../../engine/core/record';
import { PROTOCOL_VERSION } from '../../protocol/messages';
import { TransportBase, type ClientMessage, type HostInfo, type ServerMessage, type Transport } from '../../client/transport';

/**
 * The host end of a replay: it greets like a host and then only says what the replay source pushes (`push`).
 * Nothing a table sends changes anything: a replay is read-only (its snapshots carry no legal actions anyway).
 */
export class ReplayTransport extends TransportBase implements Transport {
  readonly kind = 'memory';

  constructor(private readonly rec: MatchRecord) {
    super();
    this.setStatus('open');
  }

  send(msg: ClientMessage): void {
    if (msg.t === 'hello') this.push({ t: 'welcome', v: PROTOCOL_VERSION, hostId: 'replay', hostName: 'replay', games: [] });
  }

  /** Say a host message to the session on this transport. */
  push(msg: ServerMessage): void {
    this.emitMessage(msg);
  }

  hostInfo(): Promise<HostInfo> {
    return Promise.resolve({ addresses: [], discovered: [], mode: 'memory' });
  }

  record(): Promise<unknown> {
    return Promise.resolve(this.rec);
  }

  close(): void {
    this.setStatus('closed');
  }
}
