import type { MatchStatus } from '../protocol/messages';

/**
 * A journal is trusted only as far as the rules agree: a restored match's status comes from its replayed state, never
 * from the file's word alone (an edited `over` would otherwise release the record, and its seed, while a seat still
 * has to act). The file decides only what the rules cannot tell: before the first action, whether the match had started.
 */
export interface RuledStatus {
  status: MatchStatus;
  /** What the file claimed that the rules contradict, for the restore report; null when they agree. */
  mismatch: string | null;
}

/** `toAct`: the seats the replayed state waits for (none: the game is over); `actions`: how many the record holds. */
export function ruledStatus(claimed: MatchStatus, toAct: readonly number[], actions: number): RuledStatus {
  const over = toAct.length === 0;
  if (over) return { status: 'over', mismatch: null };
  const waitsFor = `seat ${toAct.map((s) => s + 1).join(', ')} to act after ${actions} action${actions === 1 ? '' : 's'}`;
  if (claimed === 'over') return { status: 'playing', mismatch: `the file says the match is over, but the rules have ${waitsFor}` };
  if (claimed === 'waiting' && actions > 0) return { status: 'playing', mismatch: `the file says the match has not started, but the rules have ${waitsFor}` };
  return { status: claimed, mismatch: null };
}
