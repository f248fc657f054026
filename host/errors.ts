import { MAX_MESSAGE, clip } from '../engine/core/clip';
import { isRuleError } from '../engine/core/errors';
import type { ErrorCode } from '../protocol/messages';

/** A refusal the host sends back as an `error` message. Messages must never contain hidden information. */
export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    // A backstop, as in RuleError: a message that quotes input never grows with it.
    super(message.length > MAX_MESSAGE ? clip(message, MAX_MESSAGE) : message);
  }
}

const passThrough = new Set<ErrorCode>(['NOT_YOUR_TURN', 'BAD_SEAT', 'MALFORMED_ACTION', 'ILLEGAL_ACTION', 'GAME_OVER', 'BAD_OPTION', 'BAD_SETUP']);

/**
 * Turn anything thrown while serving a message into a HostError. Engine RuleErrors keep their code and text (the
 * contract says they never carry hidden information, and they go only to the seat that acted); anything else is a
 * host or engine bug and is reported without its text, which could mention state.
 */
export function toHostError(e: unknown): HostError {
  if (e instanceof HostError) return e;
  if (isRuleError(e) && passThrough.has(e.code as ErrorCode)) return new HostError(e.code as ErrorCode, e.message, e.details);
  return new HostError('INTERNAL', 'the host could not process this message (host error; see the host log)');
}
