import { useTranslation } from 'react-i18next';
import { seatPaints } from '../ui/game/seatPaints';
import { SeatMarks } from '../ui/SeatMark';
import { useShownTurn } from '../ui/table/shown';
import { headerWords, turnFacts } from './header';
import { useShowcase } from './store';

/**
 * The kiosk's header over the game on screen: its name, its number in the playlist, its round (or turn) and whose
 * turn it is, as its table shows them now (`useShownTurn`), and the visitor playing from a phone. `data-round` and
 * `data-seat` say what it shows, for the probe (`__rtShowcase.header`).
 */
export function KioskHeader() {
  const { t } = useTranslation();
  const s = useShowcase();
  const turn = useShownTurn((x) => (s.match === null ? undefined : x.turns[s.match]));
  const facts = turnFacts(turn);
  const game = s.entry?.game ?? '';
  const paints = s.entry && facts.seat !== null ? seatPaints({ game, players: s.entry.players, options: s.entry.options }, facts.seat) : [];
  return (
    <div className="hud-box sc-head says-names" data-testid="showcase-header" data-round={facts.round ?? ''} data-seat={facts.seat ?? ''}>
      <b>{t(`games.${game}.name`, { defaultValue: game })}</b>
      {headerWords(t, s.number, turn, s.names).map((w, i, all) => (
        <span key={i} className={i === all.length - 1 && facts.seat !== null ? 'sc-head-turn' : 'muted'}>
          <span className="sc-sep" aria-hidden>
            ·
          </span>
          {i === all.length - 1 && facts.seat !== null && <SeatMarks paints={paints} size={20} />}
          {w}
        </span>
      ))}
      {s.visitor && (
        <span className="sc-visitor">
          <span className="sc-sep" aria-hidden>
            ·
          </span>
          {t('showcase.visitorPlays', { name: s.visitor })}
        </span>
      )}
    </div>
  );
}
