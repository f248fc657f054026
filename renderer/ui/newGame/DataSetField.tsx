import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSetOf, dataSetText } from '../../../engine/data-sets';
import { readDataSetOffThread } from './openDataSet';
import { saveJson } from './saveJson';

/** A data set loaded from a file: its name (shown) and the checked set (sent as `options.data`). */
export interface LoadedDataSet {
  name: string;
  data: unknown;
}

/**
 * The New Game screen's data-set row for the games whose printed values are reconstructed (engine/data-sets.ts):
 * the standard set, or one loaded from a file (read off the page and checked by the engine's rules, a refusal naming
 * the field), and the standard set exported as a template. Nothing for the other games.
 */
export function DataSetField({ game, value, onChange }: { game: string; value: LoadedDataSet | null; onChange: (v: LoadedDataSet | null) => void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kind = dataSetOf(game);
  if (!kind) return null;

  const load = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setError(null);
    const reply = await readDataSetOffThread({ game, source: file });
    setReading(false);
    if (reply.ok) onChange({ name: reply.name, data: reply.data });
    else setError(reply.error);
  };

  return (
    <div className="field" data-testid="data-set">
      <label htmlFor="data-set-file">{t('newGame.dataSet.title')}</label>
      <div className="row">
        {/* A set's name is the file's (up to 120 characters): one line, cut with "…", whole on hover. */}
        <b className="says-names" title={value?.name} style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="data-set-name">
          {value ? t('newGame.dataSet.loaded', { name: value.name }) : t('newGame.dataSet.standard')}
        </b>
        {value && (
          <button className="btn btn-ghost" onClick={() => onChange(null)} data-testid="data-set-standard">
            {t('newGame.dataSet.backToStandard')}
          </button>
        )}
      </div>
      <div className="row">
        <label className="btn">
          {reading ? t('newGame.dataSet.reading') : t('newGame.dataSet.load')}
          {/* The input stays in the label (the button face): a file picked again is read again (value reset). */}
          <input
            id="data-set-file"
            type="file"
            accept="application/json,.json"
            hidden
            disabled={reading}
            onChange={(e) => {
              void load(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="data-set-file"
          />
        </label>
        <button className="btn" onClick={() => void saveJson(`river-tables-${game}-data-set.json`, dataSetText(kind.defaults))} data-testid="data-set-export">
          {t('newGame.dataSet.export')}
        </button>
      </div>
      {error && (
        <div className="note" role="alert" data-testid="data-set-error">
          {t('newGame.dataSet.invalid', { error })}
        </div>
      )}
      <div className="muted small">{t('newGame.dataSet.help')}</div>
    </div>
  );
}
