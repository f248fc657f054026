import type { ErrorCode, ErrorMessage } from '../protocol/messages';

/** Why a request failed: the host's error code, or the connection's (closed before the reply, no reply in time). */
export type RequestErrorCode = ErrorCode | 'DISCONNECTED' | 'TIMEOUT';

/** A request the host refused (its error reply is kept whole in `reply`), or one the connection could not carry. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly code: RequestErrorCode,
    message: string,
    readonly reply?: ErrorMessage,
  ) {
    super(message);
    this.details = reply?.details;
  }
}
