import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { SeatMarks } from '../SeatMark';
import { Name } from '../Name';
import type { Paint } from '../../scenes/common/marks';
import { isPhone } from './usePhone';
import { useLatest } from '../../app/hooks';
import { useAnnounce } from './announce';

/* The parts every game's HUD shares: the seat names, the turn banner and the log. */

/** One line of a table's log, as the game's log wording gives it. */
export interface LogLine {
  text: string;
  kind: string;
}

/**
 * The table's event log (a HUD box): the game words each entry (`line`; null: not logged), the newest kept in view.
 * `divider`: the kind drawn as a turn (or round) divider; `alert`: the colour of alert lines; `limit`: only the last
 * entries. Its heading folds the list away: open at first, folded on a phone, so that it gives way to the table.
 */
export function HudLog<E>(p: { entries: readonly E[]; line: (entry: E) => LogLine | null; divider?: string; alert?: string; limit?: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState(() => !isPhone());
  const count = p.entries.length;
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, open]);
  useAnnounceNewLines(p.entries, p.line);
  const shown = p.limit === undefined ? p.entries : p.entries.slice(-p.limit);
  const divider = p.divider ?? 'turn';
  return (
    <div className={`hud-box log-panel${open ? '' : ' folded'}`} aria-label={t('table.log')}>
      <button className="log-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="log-toggle">
        <Icon name={open ? 'expanded' : 'collapsed'} /> {t('table.log')}
      </button>
      {/* Inline: the panel's own `display: grid` would win over the `hidden` attribute. */}
      {/* Focusable: a scrolled log must be scrollable from the keyboard too. */}
      <ol ref={ref} className="says-names" data-testid="log" tabIndex={0} aria-label={t('table.log')} hidden={!open} style={open ? undefined : { display: 'none' }}>
        {shown.map((entry, i) => {
          const line = p.line(entry);
          if (!line) return null;
          return (
            <li key={i} className={line.kind === divider ? 'turn' : ''} style={line.kind === 'alert' ? { color: p.alert ?? '#ffb3a6' } : undefined}>
              {line.text}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** `line` with each entry's words kept: an entry (the same object) is worded on its first call only. */
export function wordOnce<E extends object>(line: (entry: E) => LogLine | null): (entry: E) => LogLine | null {
  const kept = new WeakMap<E, LogLine | null>();
  return (entry) => {
    const known = kept.get(entry);
    if (known !== undefined) return known;
    const words = line(entry);
    kept.set(entry, words);
    return words;
  };
}

/** Says the entries added since the last render (the newest three) through the table's live region. */
function useAnnounceNewLines<E>(entries: readonly E[], line: (entry: E) => LogLine | null) {
  const latest = useLatest({ entries, line });
  const said = useRef(entries.length);
  const count = entries.length;
  useEffect(() => {
    const { entries: all, line: word } = latest.current;
    // Not the whole log when the table opens (a restored game), and nothing when a replay steps back.
    const fresh = count > said.current ? all.slice(said.current) : [];
    said.current = count;
    const texts = fresh.flatMap((e) => word(e)?.text ?? []).slice(-3);
    if (texts.length) useAnnounce.getState().say(texts.join(' · '));
  }, [count, latest]);
}

/** A seat's player name, else "Seat n". */
export const seatNamer =
  (t: TFunction, names: readonly string[]) =>
  (seat: number): string =>
    names[seat] ?? t('common.seat', { n: seat + 1 });

/** The head of the turn box: the acting seat's marks, whose turn it is (`who`) and a note (the turn or round). */
export function TurnBanner({ paints, who, note }: { paints: readonly Paint[]; who: string; note: string }) {
  return (
    <div className="turn-banner">
      {/* The marks stay beside the words; the note (the turn or round) goes under them where both do not fit. */}
      <span className="who-line">
        <SeatMarks paints={paints} size={16} />
        <span className="who says-names" data-testid="whose-turn">
          {who}
        </span>
      </span>
      <span className="muted small">{note}</span>
    </div>
  );
}

/** A seat's name in the players panel: its marks, the name, "(you)" for the revealed seat, a bot playing it, away. */
export function SeatName({ paints, name, you, bot, away, children }: { paints: readonly Paint[]; name: string; you: boolean; bot: boolean; away?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pname">
      <SeatMarks paints={paints} size={12} />
      <Name className="seat-name" text={name} />
      {you && <span className="muted small">({t('common.you')})</span>}
      {bot && <span className="muted small">· {t('lobby.bot')}</span>}
      {away && !bot && <span className="small state-away">· {t('lobby.away')}</span>}
      {children}
    </div>
  );
}
