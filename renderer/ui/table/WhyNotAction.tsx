import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A pick that cannot be played, in place: its action as a disabled button (still focusable, so a screen reader finds
 * it and hears why: `aria-describedby`) and the host's reason as its visible caption, not a tooltip (a phone has no
 * hover). `testId`: the button's test id where it stands for one of the game's own buttons (NILE's Plant).
 */
export function WhyNotAction({ whyNot, testId = 'why-not-action' }: { whyNot: { words: string; reason: string | null }; testId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="why-not" role="group" aria-label={t('table.whyNotLabel')} data-testid="why-not">
      <button type="button" className="btn why-not-action" aria-disabled="true" aria-describedby={id} data-testid={testId} data-ready="false">
        {whyNot.words}
      </button>
      {/* A status: said when the reason comes, without taking the focus from where the player is. */}
      <span id={id} className="why-not-reason" role="status" data-testid="why-not-reason" data-asking={whyNot.reason === null ? 'true' : 'false'}>
        {whyNot.reason ?? t('table.whyNotAsking')}
      </span>
    </span>
  );
}
