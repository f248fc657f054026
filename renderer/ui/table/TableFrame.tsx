import { Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViews, ViewGame } from '../../app/gameViews';
import type { QualityLevel } from '../../scenes/common/Table';
import { PROBES, setProbe } from '../../app/probes';
import { emphasisPoints } from '../../scenes/common/emphasisTargets';
import { Stage } from '../../scenes/common/Stage';
import { useHintParts } from '../hints/HintButton';
import { TutorialPanel } from '../tutorial/TutorialPanel';
import { useAnnounce } from './announce';
import { Icon } from '../Icon';
import { LiveRegion } from './LiveRegion';
import { TableCovers, useTableChrome } from './TableChrome';
import { TableTip } from './TableTip';
import { useUndoParts } from './UndoButton';
import { usePhone } from './usePhone';
import { TableHud, type HudRegions } from './TableHud';
import { useToastHost } from '../../app/toastHost';
import type { Table, TableAnimator } from './useTable';
import { useTableKeys } from './useTableKeys';
import { useHudAfterStage } from './useHudAfterStage';
import { KioskHud } from './kioskHud';
import { matchSetup } from './matchSetup';
import { usePublishDrawn } from './shown';
import { useTableFonts } from '../../scenes/common/fonts';
import { holdIdleWork } from '../../app/idle';

/** How the stage wants a scene drawn: every game's scene takes these two props. */
export interface SceneLook {
  quality: QualityLevel;
  reduceMotion: boolean;
}

/**
 * The frame of every game's table screen: the loading screen until the table has something to show (the feed, a
 * view, the animator's first display, the faces its textures are painted in, and whatever else the game needs:
 * `loaded`), then the 3D stage with the game's scene and the HUD over it (painted once the stage has drawn its first
 * frame: useHudAfterStage), laid out in its regions (TableHud): the game's status, players, log, prompt and actions,
 * and the frame's own tools and panels: Undo, Hint, the Menu, the tutorial, the app's toasts; over them the tip of what
 * the pointer rests on (`scenes/common/tips.ts`) and the covers (game over → results once the table has shown it,
 * hot-seat hand-off). Taking the screen in a hot-seat game shows the new player's secrets at once (not one render
 * later). On a phone a button folds the HUD away.
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
  /** The game's parts of the HUD, by region (the frame adds its tools and panels). */
  hud: HudRegions;
  /** What the game draws over the stage outside the regions. */
  overlay?: ReactNode;
  /** The height of the game's own hand drawn in 3D at the screen's bottom (NILE): the HUD stops above it. */
  handRoom?: number;
  /** Where the players panel goes on a wide screen: beside the table (default) or along the top. */
  players?: 'side' | 'top';
}) {
  const { t } = useTranslation();
  const { table, animator, display } = p;
  const phone = usePhone();
  const kiosk = useContext(KioskHud);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    // Where a tutorial step's or a hint's targets are, for the e2e tests that click "the highlighted target".
    if (!PROBES) return;
    setProbe('__rtEmphasis', () => emphasisPoints());
    return () => setProbe('__rtEmphasis', undefined);
  }, []);
  useAnnounceTurn(table);
  // No work ahead (preparing the other tables) beside this one: its frames come first.
  useEffect(() => holdIdleWork(), []);
  // A cover (hot-seat hand-off, game over) is over the table: its targets are not for the keyboard then.
  const keys = useTableKeys(table.handoffTo === null && !display?.over);
  // The table's textures are painted once, in the faces they are drawn in (scenes/common/fonts.ts).
  const fonts = useTableFonts();
  const loading = !table.feed || !table.view || !display || p.loaded === false || !fonts;
  const hud = useHudAfterStage(!loading);
  usePublishDrawn(table.match, !loading && hud.shown);
  const hint = useHintParts(table);
  const undo = useUndoParts({ table });
  const chrome = useTableChrome(table.match);
  const setToastHost = useToastHost((s) => s.set);
  useEffect(() => () => setToastHost(null), [setToastHost]);
  if (loading) {
    return (
      <div className="screen" data-testid="table-loading">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }
  return (
    <div className={`table-screen${phone ? ' phone' : ''}`} data-testid="table" data-game={table.game} data-reveal={table.reveal ?? ''} data-busy={table.busy ? '1' : '0'}>
      {/* The stage is one stop in the Tab order; keys inside it go through the table's targets (useTableKeys). */}
      <div className="stage-keys" role="application" aria-roledescription={t('keyboard.table')} aria-label={`${p.label}. ${t('keyboard.help')}`} {...keys}>
        <Suspense fallback={null}>
          <Stage quality={table.settings.quality} label={p.label} onFirstFrame={hud.onFirstFrame}>
            {(quality) => p.scene({ quality, reduceMotion: table.settings.reduceMotion })}
          </Stage>
        </Suspense>
      </div>
      {/* A cover (hot-seat hand-off, game over) shows at once: it is what the player must see first. */}
      <TableHud
        className={`hud-${table.game}${kiosk ? ` hud-kiosk${display.over ? ' hud-over' : ''}` : p.players === 'top' ? ' players-top' : ''}${phone && folded ? ' hud-folded' : ''}${hud.shown || table.handoffTo !== null || display.over ? '' : ' hud-waiting'}`}
        handRoom={p.handRoom}
        toastsRef={setToastHost}
        kiosk={!!kiosk}
        regions={{
          ...p.hud,
          ...(kiosk && { header: kiosk.header, caption: kiosk.caption, scan: kiosk.scan }),
          tools: (
            <>
              {kiosk?.exit}
              {undo.button}
              {hint.button}
              {phone && (
                <button className="btn hud-fold" aria-expanded={!folded} title={t(folded ? 'phone.hudShow' : 'phone.hudHide')} aria-label={t(folded ? 'phone.hudShow' : 'phone.hudHide')} onClick={() => setFolded((f) => !f)} data-testid="hud-fold">
                  <Icon name={folded ? 'collapsed' : 'expanded'} />
                </button>
              )}
              {chrome.button}
            </>
          ),
          panel: (
            <>
              {chrome.panel}
              {hint.panel}
              {undo.panel}
              <TutorialPanel match={table.match} />
              {p.hud.panel}
            </>
          ),
        }}
        floating={
          <>
            {p.overlay}
            <TableTip />
            <LiveRegion />
            {chrome.dialog}
            <TableCovers
              match={table.match}
              over={display.over && !table.busy}
              result={table.snap?.outcome ? { outcome: table.snap.outcome, names: table.names, setup: matchSetup(table) } : null}
              handoffTo={table.handoffTo}
              onReady={() => {
                const seat = table.actingHeld;
                if (seat === undefined) return;
                table.live.current = { reveal: seat };
                animator.refresh?.();
                table.confirm(seat);
              }}
            />
          </>
        }
      />
    </div>
  );
}

/** Says "your turn" when the revealed seat comes to act (its legal actions arrive). */
function useAnnounceTurn<G extends ViewGame>(table: Table<G>) {
  const { t } = useTranslation();
  const mine = table.legal !== null;
  const was = useRef(mine);
  const name = table.reveal === null ? '' : (table.names[table.reveal] ?? '');
  useEffect(() => {
    if (mine && !was.current) useAnnounce.getState().say(t('keyboard.yourTurn', { name }));
    was.current = mine;
  }, [mine, name, t]);
}
