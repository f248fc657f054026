import { useTranslation } from 'react-i18next';
import type { OpenedRecord } from '../../analysis/file';

/** Why the analysis a record file carried was not used (renderer/analysis/file.ts `openRecordFile`); nothing otherwise. */
export function AnalysisFileNote({ note }: { note: OpenedRecord['note'] }) {
  const { t } = useTranslation();
  if (!note) return null;
  return (
    <p className="toast small analysis-note" role="status" data-testid="analysis-note">
      {t(note === 'badAnalysis' ? 'analysis.ignoredBad' : 'analysis.ignoredOther')}
    </p>
  );
}
