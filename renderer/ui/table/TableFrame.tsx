import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViews, ViewGame } from '../../app/gameViews';
import type { QualityLevel } from '../../scenes/common/Table';
import { PROBES, setProbe } from '../../app/probes';
import { emphasisPoints } from '../../scenes/common/emphasisTargets';
import { Stage } from '../../scenes/common/Stage';
import { HintButton } from '../hints/HintButton';
import { TutorialPanel } from '../tutorial/TutorialPanel';
import { TableChrome } from './TableChrome';
import { TableTip } from './TableTip';
import { UndoButton } from './UndoButton';
import { usePhone } from './usePhone';
import './phone.css';
import type { Table, TableAnimator } from './useTable';

/** How the stage wants a scene drawn: every game's scene takes these two props. */
export interface SceneLook {
  quality: QualityLevel;
  reduceMotion: boolean;
}

/**
 * The frame of every game's table screen: the loading screen until the table has something to show (the feed, a
 * view, the animator's first display, and whatever else the game needs: `loaded`), then the 3D stage with the game's
 * scene, the game's HUD over it, the tip of what the pointer rests on (`scenes/common/tips.ts`), the Hint and Undo buttons (`ui/hints`, `UndoButton`) and the chrome (menu, game over → results once the table has shown it, hot-seat
 * hand-off). Taking the screen in a hot-seat game shows the new player's secrets at once (not one render later).
 * On a phone (`usePhone`) all of that is laid out by phone.css, with a button that folds the HUD away.
 */
export function TableFrame<G extends ViewGame>(p: {
  table: Table<G>;
  /** Redrawn from the new player's perspective when they take the screen. */
  animator: TableAnimator<GameViews[G]>;
  /** What the table shows now (the animator's display). */
  display: { over: boolean } | null | undefined;
  loaded?: boolean;
  /** The canvas' accessible name. */
  label: string;
  /** The game's scene, drawn at the stage's quality level and with the reduced-motion setting (`look`). */
  scene: (look: SceneLook) => ReactNode;
  hud: ReactNode;
  /** The height of the game's own hand drawn in 3D at the screen's bottom (NILE): on a phone the HUD stops above it. */
  handRoom?: number;
}) {
  const { t } = useTranslation();
  const { table, animator, display } = p;
  const phone = usePhone();
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    // Where a tutorial step's or a hint's targets are, for the e2e tests that click "the highlighted target".
    if (!PROBES) return;
    setProbe('__rtEmphasis', () => emphasisPoints());
    return () => setProbe('__rtEmphasis', undefined);
  }, []);
  if (!table.feed || !table.view || !display || p.loaded === false) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }
  return (
    <div className={`table-screen${phone ? ' phone' : ''}`} data-testid="table" data-game={table.game} data-reveal={table.reveal ?? ''} data-busy={table.busy ? '1' : '0'}>
      <Suspense fallback={null}>
        <Stage quality={table.settings.quality} label={p.label}>
          {(quality) => p.scene({ quality, reduceMotion: table.settings.reduceMotion })}
        </Stage>
      </Suspense>
      <div className={`table-hud${phone && folded ? ' hud-folded' : ''}`} style={phone && p.handRoom ? { paddingBottom: p.handRoom } : undefined}>
        {p.hud}
        {phone && (
          <button className="btn hud-fold" aria-expanded={!folded} title={t(folded ? 'phone.hudShow' : 'phone.hudHide')} aria-label={t(folded ? 'phone.hudShow' : 'phone.hudHide')} onClick={() => setFolded((f) => !f)} data-testid="hud-fold">
            {folded ? '▸' : '▾'}
          </button>
        )}
        <TableTip />
        <HintButton table={table} />
        <UndoButton table={table} />
        <TutorialPanel match={table.match} />
        <TableChrome
          match={table.match}
          over={display.over && !table.busy}
          handoffTo={table.handoffTo}
          onReady={() => {
            const seat = table.actingHeld!;
            table.live.current = { reveal: seat };
            animator.refresh?.();
            table.confirm(seat);
          }}
        />
      </div>
    </div>
  );
}
