import type { MatchRecord } from '../../core/record';
import { sha256Hex } from '../../core/sha256';

/** Which record an analysis belongs to: SHA-256 of its canonical JSON (the record's own fields, in a fixed order). */
export function recordKey(r: MatchRecord): string {
  return sha256Hex(JSON.stringify([r.game, r.version, r.players, r.seed, r.options, r.actions]));
}
