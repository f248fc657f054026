import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '../../../engine/core/record';

/** The post-game analysis of a record (placeholder: the analysis panel replaces this file with the real one). */
export function AnalysisPanel(p: { record: MatchRecord; names: string[]; humans: number[] | null; step: number; onJump: (step: number) => void }) {
  const { t } = useTranslation();
  void p;
  return (
    <button className="btn" type="button" data-testid="analyse">
      {t('replay.analyse')}
    </button>
  );
}
