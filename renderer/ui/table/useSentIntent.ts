import { useEffect, useState } from 'react';
import { useTableSession } from './tableSource';

/**
 * Whether this screen has sent a move for the decision it shows and waits for the host's answer: while it waits, the
 * table offers nothing more (a second click cannot send a second move, and a tutorial's or a hint's mark no longer
 * points at the move just sent). The next snapshot (a new seq) ends the wait; so does a refusal of one of this
 * match's moves, or a change of the connection, after which the same decision is offered again.
 */
export function useSentIntent(table: { match: string; reveal: number | null; mySnap?: { seq: number } }) {
  const session = useTableSession();
  const [sentAt, setSentAt] = useState<string | null>(null);
  const decision = `${table.mySnap?.seq ?? -1}:${table.reveal ?? ''}`;
  const { match } = table;
  // A new decision ends the wait for good: coming back to the same seq later (an undo) waits for nothing.
  useEffect(() => setSentAt((at) => (at === decision ? at : null)), [decision]);
  useEffect(
    () =>
      session?.events.on((e) => {
        if ((e.kind === 'error' && e.intent?.match === match) || e.kind === 'status') setSentAt(null);
      }),
    [session, match],
  );
  return { waiting: sentAt === decision, mark: () => setSentAt(decision) };
}
