import { useEffect, useRef, useState } from 'react';
import type { Action } from '../../../engine/core/action';
import { useLatest } from '../../app/hooks';
import { RequestError } from '../../net';
import { actionKey } from '../../scenes/common/emphasisTargets';
import { useTableSession } from './tableSource';

/** The host's answer to a dry run: the action would be taken, or the refusal an intent with it would get. */
export type CheckAnswer = { ok: true } | { ok: false; code: string; message: string; details?: Record<string, unknown> };

/** How long a pick stays the same before the host is asked (a quick run of clicks asks once, for the last). */
const ASK_AFTER_MS = 120;
/** Answers kept per table (the same pick again at the same seq asks nothing). */
const KEPT = 64;
/** Refusals that say nothing about the action (the connection, the host's budget): asked again on the next look. */
const PASSING = new Set(['RATE_LIMITED', 'TIMEOUT', 'DISCONNECTED', 'BUSY', 'INTERNAL']);

/** A failed check as an answer (a request that never reached the host answers with its own code). */
function refusalOf(e: unknown): CheckAnswer {
  if (e instanceof RequestError) return { ok: false, code: e.code, message: e.message, details: e.details };
  return { ok: false, code: 'INTERNAL', message: String(e) };
}

/**
 * Why `attempt` cannot be played: the host's dry run of it (protocol `check`) for the seat at the decision's seq,
 * asked once the pick rests, answered from a cache keyed by seq, seat and the action's value; a newer pick's answer
 * replaces an older one's (an answer that comes late is kept for later, never shown for another pick). Null while
 * there is no attempt; `answer` null while the host is asked.
 */
export function useWhyNot(match: string, seat: number | null, seq: number | undefined, attempt: Action | null): { action: Action; answer: CheckAnswer | null } | null {
  const session = useTableSession();
  const cache = useRef(new Map<string, CheckAnswer>());
  const [, answered] = useState(0);
  const key = attempt && seat !== null && seq !== undefined ? `${seq}:${seat}:${actionKey(attempt)}` : null;
  const latest = useLatest(attempt);
  useEffect(() => {
    const action = latest.current;
    if (!key || !action || !session || seat === null || cache.current.has(key)) return;
    let current = true;
    const timer = setTimeout(() => {
      session.check(match, seat, action).then(
        () => keep({ ok: true }),
        (e: unknown) => keep(refusalOf(e)),
      );
    }, ASK_AFTER_MS);
    const keep = (a: CheckAnswer) => {
      const kept = cache.current;
      kept.set(key, a);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value ?? key);
      if (current) answered((n) => n + 1);
      // Told for this look only: the next look at the same pick asks again.
      if (!a.ok && PASSING.has(a.code)) setTimeout(() => kept.delete(key), 2000);
    };
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, session, match, seat, latest]);
  if (!key || !attempt) return null;
  return { action: attempt, answer: cache.current.get(key) ?? null };
}
