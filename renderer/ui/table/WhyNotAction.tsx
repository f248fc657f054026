import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/store';
import { refusalSection } from '../../rules/links';

/** What the kit gives `WhyNotAction`: the action's words, the host's reason (null: asked), and the rules it breaks. */
export interface WhyNotShown {
  words: string;
  reason: string | null;
  /** The rules section of the action (a link beside the reason, as a refused move's toast has). */
  rule: { game: string; section: string } | null;
}

/**
 * A pick that cannot be played, in place: its action as a disabled button (still focusable, so a screen reader finds
 * it and hears why: `aria-describedby`) and the host's reason as its visible caption, not a tooltip (a phone has no
 * hover), with a link to the rule. `testId`: the button's test id where it stands for one of the game's own buttons
 * (NILE's Plant).
 */
export function WhyNotAction({ whyNot, testId = 'why-not-action' }: { whyNot: WhyNotShown; testId?: string }) {
  const { t } = useTranslation();
  const openRules = useApp((s) => s.openRules);
  const id = useId();
  const { rule } = whyNot;
  return (
    <span className="why-not" role="group" aria-label={t('table.whyNotLabel')} data-testid="why-not">
      <button type="button" className="btn why-not-action" aria-disabled="true" aria-describedby={id} data-testid={testId} data-ready="false">
        {whyNot.words}
      </button>
      {/* A status: said when the reason comes, without taking the focus from where the player is. */}
      <span id={id} className="why-not-reason" role="status" data-testid="why-not-reason" data-asking={whyNot.reason === null ? 'true' : 'false'}>
        {whyNot.reason ?? t('table.whyNotAsking')}
        {whyNot.reason !== null && rule && (
          <>
            {' '}
            <a href={`?rules=${rule.game}/${rule.section}`} className="why-not-rule" data-testid="why-not-rule" onClick={(e) => (e.preventDefault(), openRules(rule))}>
              {t('rules.readRule')}
            </a>
          </>
        )}
      </span>
    </span>
  );
}

/** The rules section a refusal of an action of `game` links to (none when the game's rules name none). */
export function ruleOf(game: string, actionType: string): WhyNotShown['rule'] {
  const section = refusalSection(game, actionType);
  return section ? { game, section } : null;
}
