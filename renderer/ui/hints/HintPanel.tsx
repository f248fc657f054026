import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HintMove } from '../../../engine/ai/hints';
import type { HintReason } from '../../../engine/core/types';
import type { HintValueWords } from '../game/gameUi';
import type { Hint } from './hintStore';
import { HINT_LABELS } from './hintStore';
import type { Action } from '../../../engine/core/action';
import { evenGroup, type EvenGroup } from './even';
import { formatNumber } from '../../i18n';

/** The hint in progress (thinking, with progress and Cancel) or its result: the moves in words (`words`), how they did, why. */
export function HintPanel({ hint, words, values, onClose }: { hint: Exclude<Hint, { status: 'idle' }>; words: (a: Action) => string; values?: HintValueWords; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const num = (n: number) => formatNumber(n, i18n.language);
  return (
    <div className="hud-box hint-panel" role="status" aria-live="polite" data-testid="hint-panel" data-status={hint.status}>
      {hint.status === 'thinking' && (
        <>
          <PanelHead title={<strong>{t('hints.thinking')}</strong>} button={t('hints.cancel')} testId="hint-cancel" onClick={onClose} />
          <progress max={hint.budget || 1} value={hint.done} aria-label={t('hints.thinking')} />
          {hint.budget > 0 && <div className="muted small">{t('hints.progress', { done: num(hint.done), budget: num(hint.budget) })}</div>}
          {hint.moves && (
            <>
              <div className="muted small" data-testid="hint-provisional">{t('hints.provisional')}</div>
              <MoveList moves={hint.moves} words={words} values={values} num={num} />
            </>
          )}
        </>
      )}
      {hint.status === 'failed' && (
        <PanelHead title={<span>{t('hints.failed')}</span>} button={t('hints.close')} testId="hint-close" onClick={onClose} />
      )}
      {hint.status === 'shown' && (
        <>
          <PanelHead title={<strong>{t('hints.title')}</strong>} button={t('hints.close')} testId="hint-close" onClick={onClose} />
          {hint.moves.length === 0 && <div className="muted small">{t('hints.none')}</div>}
          <MoveList moves={hint.moves} words={words} values={values} num={num} />
        </>
      )}
    </div>
  );
}

/** The hinted moves, best first, with whether the best ones are about equal (provisional ones while it thinks). */
function MoveList({ moves, words, values, num }: { moves: HintMove[]; words: (a: Action) => string; values?: HintValueWords; num: (n: number) => string }) {
  return (
    <>
      <EvenNote group={evenGroup(moves)} />
      <ol className="hint-moves" data-testid="hint-moves">
        {moves.map((m, i) => (
          <HintLine key={i} label={HINT_LABELS[i] ?? String(i + 1)} text={words(m.action)} move={m} values={values} num={num} />
        ))}
      </ol>
    </>
  );
}

function HintLine({ label, text, move, values, num }: { label: string; text: string; move: HintMove; values?: HintValueWords; num: (n: number) => string }) {
  const { t } = useTranslation();
  // A `crop` (or `crop2`) value is a NILE crop id, a `colour` a Niagara crew colour and a `gem` a gem colour, a `kind` a
  // produce kind of An den Ufern des Nils, a `gift` a Nefertiti gift type: worded like the tables word them.
  const reason = (r: HintReason) => {
    const v = r.values ?? {};
    const named = (key: string, prefix: string) => (v[key] !== undefined ? { [key]: t(`${prefix}${v[key]}`) } : {});
    const words = {
      ...named('crop', 'crops.'), ...named('crop2', 'crops.'), ...named('colour', 'niagaraTable.'), ...named('gem', 'niagaraTable.'),
      ...named('kind', 'banksTable.kinds.'), ...named('gift', 'nefertitiTable.types.'),
      ...values?.(t, v),
    };
    return t(`hints.reasons.${r.code}`, { ...v, ...words, defaultValue: '' });
  };
  return (
    <li data-testid="hint-move" data-even={move.even ? 'true' : undefined}>
      <span className="hint-label">{label}</span>
      <div>
        <div className="hint-text">{text}</div>
        <div className="muted small">
          {move.visits === 0 ? t('hints.only') : move.even ? t('hints.evenMove', { count: move.visits, n: num(move.visits) }) : t('hints.won', { count: move.visits, n: num(move.visits), pct: Math.round(move.winRate * 100) })}
        </div>
        {move.reasons.map((r, i) => {
          const words = reason(r);
          return words ? (
            <div key={i} className="small hint-reason" data-testid="hint-reason">
              {words}
            </div>
          ) : null;
        })}
      </div>
    </li>
  );
}

/**
 * When the best moves are within the search's noise: one sentence that they are about equal (one range of win rates,
 * not a row of identical figures) and why any of them is fine, by what ordered them.
 */
function EvenNote({ group }: { group: EvenGroup | null }) {
  const { t } = useTranslation();
  if (!group) return null;
  const rates = group.lo === group.hi ? t('hints.aboutEqualOne', { n: group.count, pct: group.lo }) : t('hints.aboutEqual', { n: group.count, lo: group.lo, hi: group.hi });
  return (
    <div className="small hint-even" data-testid="hint-even" data-by={group.by}>
      {rates} {t(`hints.evenWhy.${group.by}`)}
    </div>
  );
}

/** The panel's first line: what it shows, and its one button (Cancel while thinking, else Close). */
function PanelHead({ title, button, testId, onClick }: { title: ReactNode; button: string; testId: string; onClick: () => void }) {
  return (
    <div className="hint-head">
      {title}
      <button className="btn btn-small" onClick={onClick} data-testid={testId}>
        {button}
      </button>
    </div>
  );
}
