import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountSpec } from '../../../engine/core/options';

/** What the text typed so far means for a count option: a value, or the reason it is not one. */
export type CountInput = { ok: true; value: number } | { ok: false; problem: 'empty' | 'notNumber' | 'outOfRange' };

export function parseCount(text: string, spec: Pick<CountSpec, 'min' | 'max'>): CountInput {
  const s = text.trim();
  if (s === '') return { ok: false, problem: 'empty' };
  if (!/^-?\d+$/.test(s)) return { ok: false, problem: 'notNumber' };
  const n = Number(s);
  return n < spec.min || n > spec.max ? { ok: false, problem: 'outOfRange' } : { ok: true, value: n };
}

interface Props {
  id: string;
  spec: CountSpec;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Told whether the field holds something the game can start with (the screen blocks Start otherwise); stable. */
  onValid: (id: string, valid: boolean) => void;
}

/**
 * A whole-number option as a number field (a drop-down of 100,001 rounds took seconds to build and froze the page), with
 * a "No limit" box when the option may be null. Bad input stays in the field with a message naming the problem.
 */
export function CountField({ id, spec, value, onChange, onValid }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const parsed = parseCount(text, spec);
  // A preset or "Standard rules" sets the value from outside: show it (and drop a half-typed bad entry).
  useEffect(() => {
    if (value !== null && !(parsed.ok && parsed.value === value)) setText(String(value));
    // Only an outside change of `value` resyncs; typing is handled in `type`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const unlimited = spec.nullable === true && value === null;
  const bad = !unlimited && !parsed.ok;
  useEffect(() => {
    onValid(id, !bad);
    return () => onValid(id, true); // a field that goes away blocks nothing
  }, [id, bad, onValid]);

  const type = (next: string) => {
    setText(next);
    const p = parseCount(next, spec);
    if (p.ok) onChange(p.value);
  };
  const setUnlimited = (on: boolean) => {
    if (on) return onChange(null);
    const p = parseCount(text, spec);
    const back = p.ok ? p.value : typeof spec.default === 'number' ? spec.default : spec.min;
    setText(String(back));
    onChange(back);
  };

  return (
    <span className="count-field">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        size={7}
        value={unlimited ? '' : text}
        disabled={unlimited}
        aria-invalid={bad}
        aria-describedby={bad ? errorId : undefined}
        onChange={(e) => type(e.target.value)}
        data-testid={`${id}-number`}
      />
      {spec.nullable && (
        <label className="count-unlimited">
          <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} data-testid={`${id}-unlimited`} /> {t('options.field.noLimit')}
        </label>
      )}
      {bad && !parsed.ok && (
        <span id={errorId} className="field-error" role="alert" data-testid={`${id}-error`}>
          {t(`options.field.${parsed.problem}`, { value: text.trim(), min: spec.min, max: spec.max })}
        </span>
      )}
    </span>
  );
}
