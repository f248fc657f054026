import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViews, ViewGame } from '../../app/gameViews';
import type { QualityLevel } from '../../scenes/common/Table';
import { Stage } from '../../scenes/common/Stage';
import { TableChrome } from './TableChrome';
import type { Table, TableAnimator } from './useTable';

/**
 * The frame of every game's table screen: the loading screen until the table has something to show (`ready`), then
 * the 3D stage with the game's scene, the game's HUD over it and the chrome (menu, game over → results, hot-seat
 * hand-off). Taking the screen in a hot-seat game shows the new player's secrets at once (not one render later).
 */
export function TableFrame<G extends ViewGame>(p: {
  table: Table<G>;
  /** Redrawn from the new player's perspective when they take the screen. */
  animator: TableAnimator<GameViews[G]>;
  ready: boolean;
  over: boolean;
  busy: boolean;
  /** The canvas' accessible name. */
  label: string;
  scene: (level: QualityLevel) => ReactNode;
  hud: ReactNode;
}) {
  const { t } = useTranslation();
  const { table, animator } = p;
  if (!p.ready) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }
  return (
    <div className="table-screen" data-testid="table" data-game={table.game} data-reveal={table.reveal ?? ''} data-busy={p.busy ? '1' : '0'}>
      <Suspense fallback={null}>
        <Stage quality={table.settings.quality} label={p.label}>
          {p.scene}
        </Stage>
      </Suspense>
      {p.hud}
      <TableChrome
        match={table.match}
        over={p.over}
        handoffTo={table.handoffTo}
        onReady={() => {
          const seat = table.actingHeld!;
          table.live.current = { reveal: seat };
          animator.refresh?.();
          table.confirm(seat);
        }}
      />
    </div>
  );
}
