import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '../../engine/ai/level-names';
import { games } from '../../engine/games';
import { sizeProblem } from '../../engine/core/bounded';
import { PLAYLIST_LIMITS, checkPlaylist, parsePlaylist, type Playlist } from '../../protocol/playlist';
import { useSettings } from '../app/settings';
import { useApp } from '../app/store';
import { GAME_IDS } from '../ui/game/registry';
import { Icon } from '../ui/Icon';

const registry = () => ({ games: Object.values(games).map((g) => ({ id: g.id, players: g.players })) });

/**
 * The settings panel of showcase mode: the playlist (game, players, bot level per game), pacing and the visitor seat
 * window, or a playlist file; every change is validated before it is kept, and the first problem is shown by name.
 */
export function ShowcaseSettings() {
  const { t } = useTranslation();
  const pl = useSettings((s) => s.showcase);
  const setSettings = useSettings((s) => s.set);
  const go = useApp((s) => s.go);
  const [error, setError] = useState<string | null>(null);
  // Bot levels: the three the New Game screen offers, plus any other bot already in the playlist (a file may name the
  // random or greedy baselines; the host checks it at start).
  const levels = [...new Set([...LEVELS, pl.bot, ...pl.games.map((g) => g.bot).filter((b): b is string => !!b)])];

  const keep = (next: unknown) => {
    const r = checkPlaylist(next, registry());
    if (!r.ok) return setError(r.error);
    setError(null);
    setSettings({ showcase: r.playlist });
  };
  const setEntry = (i: number, p: Partial<Playlist['games'][number]>) => keep({ ...pl, games: pl.games.map((g, k) => (k === i ? { ...g, ...p } : g)) });
  const range = (id: string) => games[id]?.players ?? { min: 2, max: 5 };

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    // The size first: an empty or huge file is refused before it is read (PLAYLIST_LIMITS).
    const problem = sizeProblem('the playlist', file.size, PLAYLIST_LIMITS.maxChars);
    if (problem) return setError(problem);
    const r = parsePlaylist(await file.text(), registry());
    if (!r.ok) return setError(r.error);
    setError(null);
    setSettings({ showcase: r.playlist });
  };

  return (
    <div className="panel settings" data-testid="showcase-settings">
      <h2 style={{ marginTop: 0 }}>{t('showcase.settingsTitle')}</h2>
      <p className="muted small">{t('showcase.menuHelp')}</p>
      <div className="setting setting-top">
        <label>{t('showcase.playlist')}</label>
        <div style={{ display: 'grid', gap: 6 }}>
          {pl.games.map((g, i) => (
            <div className="row playlist-entry" key={i} data-testid={`showcase-entry-${i}`}>
              <select value={g.game} aria-label={t('showcase.playlist')} onChange={(e) => setEntry(i, { game: e.target.value, players: Math.max(range(e.target.value).min, Math.min(range(e.target.value).max, g.players)) })}>
                {GAME_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`games.${id}.name`, { defaultValue: id })}
                  </option>
                ))}
              </select>
              <input type="number" aria-label={t('showcase.players')} min={range(g.game).min} max={range(g.game).max} value={g.players} onChange={(e) => setEntry(i, { players: Number(e.target.value) })} style={{ width: 64 }} />
              <select aria-label={t('showcase.level')} value={g.bot ?? pl.bot} onChange={(e) => setEntry(i, { bot: e.target.value })}>
                {levels.map((b) => (
                  <option key={b} value={b} title={t(`botLevels.${b}.help`, { defaultValue: '' })}>
                    {t(`botLevels.${b}.name`, { defaultValue: b })}
                  </option>
                ))}
              </select>
              <button className="btn btn-ghost" disabled={pl.games.length <= 1} onClick={() => keep({ ...pl, games: pl.games.filter((_, k) => k !== i) })}>
                {t('showcase.remove')}
              </button>
            </div>
          ))}
          <div>
            <button className="btn" onClick={() => keep({ ...pl, games: [...pl.games, { game: 'nile', players: 3 }] })} data-testid="showcase-add">
              + {t('showcase.addGame')}
            </button>
          </div>
        </div>
      </div>
      <div className="setting">
        <label htmlFor="sc-delay">{t('showcase.botDelay')}</label>
        <div>
          <input id="sc-delay" type="number" min={0} max={20} step={0.5} value={pl.botDelayMs / 1000} onChange={(e) => keep({ ...pl, botDelayMs: Math.round(Number(e.target.value) * 1000) })} />
          <div className="muted small">{t('showcase.pacingNote')}</div>
        </div>
      </div>
      <div className="setting">
        <label htmlFor="sc-inter">{t('showcase.intermission')}</label>
        <input id="sc-inter" type="number" min={0} max={600} value={pl.intermissionMs / 1000} onChange={(e) => keep({ ...pl, intermissionMs: Math.round(Number(e.target.value) * 1000) })} />
      </div>
      <div className="setting">
        <label htmlFor="sc-claim">{t('showcase.claimWindow')}</label>
        <input id="sc-claim" type="number" min={0} max={600} value={pl.claimMs / 1000} onChange={(e) => keep({ ...pl, claimMs: Math.round(Number(e.target.value) * 1000) })} />
      </div>
      <div className="setting">
        <label htmlFor="sc-file">{t('showcase.loadFile')}</label>
        <input id="sc-file" type="file" accept="application/json,.json" onChange={(e) => void loadFile(e.target.files?.[0])} data-testid="showcase-file" />
      </div>
      {error && (
        <p className="note" role="alert" data-testid="showcase-error">
          {t('showcase.invalid', { error })}
        </p>
      )}
      <button className="btn btn-primary" onClick={() => go({ name: 'showcase' })} data-testid="showcase-start">
        <Icon name="play" /> {t('showcase.start')}
      </button>
    </div>
  );
}
