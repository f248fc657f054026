import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from './announce';

/**
 * The table's polite live region: screen readers read each message `useAnnounce` adds, without moving the focus.
 * Hidden to the eye (the log and the turn banner show the same). Emptied when the language changes.
 */
export function LiveRegion() {
  const said = useAnnounce((s) => s.said);
  useForgetOnLanguageChange();
  return (
    <div className="sr-only" aria-live="polite" aria-relevant="additions" data-testid="live-region">
      {said.map((m) => (
        <p key={m.id}>{m.text}</p>
      ))}
    </div>
  );
}

/** A language switch empties the region: what it holds was said in the old language, and would be read again. */
export function useForgetOnLanguageChange(): void {
  const clear = useAnnounce((s) => s.clear);
  const { i18n } = useTranslation();
  useEffect(() => clear, [i18n.language, clear]);
}
