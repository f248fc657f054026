import { MAX_MESSAGE, clip } from './clip';

/** Stable error codes: clients translate them, tests assert on them. */
export type RuleErrorCode =
  | 'NOT_YOUR_TURN' // the seat may not act now
  | 'BAD_SEAT' // not a seat of this match
  | 'MALFORMED_ACTION' // not an action object this game knows
  | 'ILLEGAL_ACTION' // well-formed, but the rules forbid it now
  | 'GAME_OVER' // the match has ended
  | 'BAD_OPTION' // unknown option or bad value at setup
  | 'BAD_SETUP' // bad player count, seed or data set
  | 'BAD_RECORD' // a match record that cannot be read
  | 'BAD_VIEW'; // determinize() got something that is not this game's view

export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: RuleErrorCode,
    message: string,
    /** Machine-readable details (e.g. the option name); never hidden information. */
    readonly details?: Record<string, unknown>,
  ) {
    // A backstop: messages quote input through clip() and quote(), and none may ever grow with it.
    super(message.length > MAX_MESSAGE ? clip(message, MAX_MESSAGE) : message);
  }
  toJSON(): { code: RuleErrorCode; message: string; details?: Record<string, unknown> } {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
