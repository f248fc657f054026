import { WsTransport as SocketTransport } from '../../client/ws';

export { fetchHostInfo } from '../../client/ws';

/** The page's WebSocket transport: client/ws.ts over the browser's own WebSocket, reconnecting after a drop. */
export class WsTransport extends SocketTransport {
  constructor(url: string, infoUrl: string | null) {
    super(url, { WebSocket, infoUrl });
  }
}
