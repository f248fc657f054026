import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistEntry } from '../../protocol/playlist';
import { isViewGame } from '../app/gameViews';
import { GameArt } from '../ui/game/GameArt';
import { useShowcase } from './store';

/** How long the opening card fades out over the drawn table (showcase.css's `sc-opening.out`). */
const OPENING_FADE_MS = 600;

/**
 * The game about to be played, its art and name, over its table until the table has drawn its first frame: building
 * a table takes a moment (seconds on a software renderer), which a kiosk showed as a blank screen with "Loading…" in
 * a corner. It fades out once the table and its HUD are drawn (`drawn`: `useTableDrawn` for the match on screen).
 */
export function Opening({ drawn }: { drawn: boolean }) {
  const entry = useShowcase((s) => s.entry);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!drawn) return setGone(false);
    const timer = setTimeout(() => setGone(true), OPENING_FADE_MS);
    return () => clearTimeout(timer);
  }, [drawn]);
  return gone || !entry ? null : <OpeningCard entry={entry} drawn={drawn} />;
}

/** The card itself: `drawn`, its table has drawn and it fades out. */
export function OpeningCard({ entry, drawn }: { entry: PlaylistEntry; drawn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`sc-attract sc-opening${drawn ? ' out' : ''}`} data-testid="showcase-opening" aria-hidden={drawn}>
      {isViewGame(entry.game) && (
        <div className="sc-art sc-art-big" aria-hidden>
          <GameArt game={entry.game} />
        </div>
      )}
      <h1>{t(`games.${entry.game}.name`, { defaultValue: entry.game })}</h1>
      <p className="sc-tagline">{t('showcase.opening', { players: entry.players })}</p>
    </div>
  );
}
