import { Session, type SessionOptions } from './session';
import { WsTransport, type WsTransportOptions } from './ws';

/** A Session over a WebSocket to `url` (Node: pass the `ws` package's WebSocket), once the host welcomed it. */
export async function connectSession(url: string, ws: WsTransportOptions, opts: SessionOptions = {}): Promise<Session<WsTransport>> {
  const session = new Session(new WsTransport(url, ws), opts);
  try {
    await session.connect();
  } catch (e) {
    session.close();
    throw e;
  }
  return session;
}
