import { useAnnounce } from './announce';

/**
 * The table's polite live region: screen readers read each message `useAnnounce` adds, without moving the focus.
 * Hidden to the eye (the log and the turn banner show the same).
 */
export function LiveRegion() {
  const said = useAnnounce((s) => s.said);
  return (
    <div className="sr-only" aria-live="polite" aria-relevant="additions" data-testid="live-region">
      {said.map((m) => (
        <p key={m.id}>{m.text}</p>
      ))}
    </div>
  );
}
