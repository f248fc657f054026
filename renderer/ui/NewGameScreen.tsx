import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type SeatSpec } from '../../protocol/messages';
import { shownName } from '../../protocol/names';
import { defaultSeatName, typedName } from './seatNames';
import { LEVELS } from '../../engine/ai/level-names';
import { games } from '../../engine/games';
import { useApp } from '../app/store';
import { translateError } from './errors';
import { MenuScreen } from './MenuScreen';
import { TutorialButton } from './tutorial/TutorialButton';
import { CountField } from './newGame/CountField';
import { DataSetField, type LoadedDataSet } from './newGame/DataSetField';
import { choiceKey, optionKey, presetKey } from './newGame/optionKeys';
import { seatPaints, type MatchSetup } from './game/seatPaints';
import { SeatMarks } from './SeatMark';

type SeatKind = 'you' | 'local' | 'bot' | 'lan';
interface SeatChoice {
  kind: SeatKind;
  name: string;
  bot: string;
}

/** Bot seats pick a level (engine/ai/levels.ts); the names random/greedy stay valid on the host for old journals. */
const BOTS: readonly string[] = LEVELS;
const randomSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A seat's colours in the game being set up (a seat of two crews, two-colour Niagara, fits both in one mark's room). */
function SeatColours({ seat, title, ...match }: MatchSetup & { seat: number; title: string }) {
  const paints = seatPaints(match, seat);
  return <SeatMarks paints={paints} size={paints.length > 1 ? 12 : 20} title={title} />;
}

export function NewGameScreen({ game }: { game: string }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const go = useApp((s) => s.go);
  const openRules = useApp((s) => s.openRules);
  const engine = games[game] ?? games.nile!;
  const def = useMemo(() => ({ schema: engine.optionSchema, presets: engine.presets, players: engine.players }), [engine]);
  const hostPlayers = session?.welcome?.games.find((g) => g.id === game)?.players ?? def.players;
  const [players, setPlayers] = useState(Math.min(4, hostPlayers.max));
  const [seats, setSeats] = useState<SeatChoice[]>(() =>
    Array.from({ length: 5 }, (_, i) => (i === 0 ? { kind: 'you', name: '', bot: 'normal' } : { kind: 'bot', name: '', bot: 'normal' })),
  );
  const defaults = useMemo(() => Object.fromEntries(Object.entries(def.schema).map(([k, s]) => [k, s.default])), [def]);
  const [options, setOptions] = useState<Record<string, unknown>>(defaults);
  // A data set loaded from a file (banks, Nefertiti): sent as options.data; null plays the standard set.
  const [dataSet, setDataSet] = useState<LoadedDataSet | null>(null);
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Number fields holding something that is not a valid value: Start waits until they are fixed.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const markValid = useCallback((id: string, ok: boolean) => {
    setInvalid((cur) => {
      if (cur.has(id) !== ok) return cur;
      const next = new Set(cur);
      if (ok) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  // A LAN guest's browser holds one seat per match on the host (README "Security"): hot-seat is for the host's own app.
  const [remote, setRemote] = useState(false);
  useEffect(() => {
    let live = true;
    void session?.transport.hostInfo().then((i) => live && setRemote(i.mode === 'remote'));
    return () => {
      live = false;
    };
  }, [session]);

  // Through the name rule (protocol/names.ts), as the host would: a name with nothing visible gets the default.
  const nameOf = (i: number, s: SeatChoice) => shownName(s.name, defaultSeatName(t, i, s.kind === 'bot' ? 'bot' : 'human'));
  // What is sent and kept: only a name the player typed. A default one is not stored as text in today's language;
  // every screen names the seat by its kind in its own language.
  const typedOf = (s: SeatChoice): string | undefined => {
    const r = typedName(s.name);
    return r.ok ? r.name : undefined;
  };
  const active = seats.slice(0, players);
  const humansHere = active.filter((s) => s.kind === 'you' || s.kind === 'local').length;
  const lan = active.some((s) => s.kind === 'lan');
  // LAN games only: whether their LAN players may have the finished record (host/lan-share.ts).
  const [records, setRecords] = useState(true);

  // One "you": choosing it elsewhere makes the old one another player here (hot-seat), or on a LAN guest's browser a LAN seat.
  const setSeat = (i: number, p: Partial<SeatChoice>) => setSeats((list) => list.map((s, j) => (j === i ? { ...s, ...p } : p.kind === 'you' && s.kind === 'you' ? { ...s, kind: remote ? 'lan' : 'local' } : s)));
  const presetOn = (values: Record<string, unknown>) => Object.entries(values).every(([k, v]) => options[k] === v);
  const standardOn = Object.entries(defaults).every(([k, v]) => options[k] === v);

  const start = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      // Seats for players here are kept for this machine: never offered on the LAN, even once their player left.
      const named = (s: SeatChoice) => {
        const name = typedOf(s);
        return name ? { name } : {};
      };
      const specs: SeatSpec[] = active.map((s) => (s.kind === 'bot' ? { kind: 'bot', bot: s.bot, ...named(s) } : s.kind === 'lan' ? { kind: 'human' } : { kind: 'human', ...named(s), ...(remote ? {} : { here: true as const }) }));
      const opts: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(options)) if (v !== defaults[k]) opts[k] = v;
      if (dataSet) opts.data = dataSet.data;
      const summary = await session.create({ game, players, options: opts, seed: seed.trim() || undefined, seats: specs, ...(lan ? { lan, records } : {}) });
      useApp.setState((st) => ({ names: { ...st.names, [summary.id]: active.map((s) => typedOf(s) ?? '') } }));
      // Seat "you" first, then the other players on this screen.
      const order = active.map((s, i) => ({ s, i })).filter((x) => x.s.kind === 'you' || x.s.kind === 'local');
      order.sort((a, b) => (a.s.kind === 'you' ? -1 : b.s.kind === 'you' ? 1 : a.i - b.i));
      for (const { s, i } of order) await session.join({ id: summary.id }, i, typedOf(s));
      if (order.length === 0) await session.join({ id: summary.id }, 'spectator');
      go(lan ? { name: 'lobby', match: summary.id } : { name: 'table', match: summary.id });
    } catch (e) {
      const err = e as { code?: string; message: string; details?: Record<string, unknown> };
      setError(translateError(t, err.code ?? 'INTERNAL', err.message, err.details));
      setBusy(false);
    }
  };

  return (
    <MenuScreen
      testId="new-game"
      title={
        <>
          {t('newGame.title', { game: t(`games.${game}.name`) })}{' '}
          <button className="btn" style={{ verticalAlign: 'middle', fontSize: 15 }} onClick={() => openRules({ game })} data-testid="new-game-rules">
            {t('rules.openGame', { game: t(`games.${game}.name`) })}
          </button>
        </>
      }
      back="home"
      backTestId="new-game-back"
    >
      <div className="grid2">
        {/* minmax(0, …): the panel's one column may be narrower than its widest row (a phone), rows shrink instead. */}
        <div className="panel" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
          <div className="row">
            <h2 style={{ margin: 0 }}>{t('newGame.players')}</h2>
            <div className="row" role="radiogroup" aria-label={t('newGame.players')}>
              {Array.from({ length: hostPlayers.max - hostPlayers.min + 1 }, (_, k) => hostPlayers.min + k).map((n) => (
                <button key={n} className={`chip ${n === players ? 'on' : ''}`} role="radio" aria-checked={n === players} onClick={() => setPlayers(n)} data-testid={`players-${n}`}>
                  {n}
                </button>
              ))}
            </div>
          </div>
          <div>
            <div className="seat-row muted small" style={{ borderBottom: 'none' }}>
              <span />
              <span>{t('newGame.kind')}</span>
              <span>{t('newGame.name')}</span>
              <span>{t('newGame.level')}</span>
            </div>
            {active.map((s, i) => (
              <div className="seat-row" key={i} data-testid={`seat-${i}`}>
                <SeatColours game={game} players={players} options={options} seat={i} title={t('newGame.seat', { n: i + 1 })} />
                <select aria-label={t('newGame.seat', { n: i + 1 })} value={s.kind} onChange={(e) => setSeat(i, { kind: e.target.value as SeatKind })} data-testid={`seat-kind-${i}`}>
                  <option value="you">{t('newGame.kindYou')}</option>
                  {!remote && <option value="local">{t('newGame.kindLocal')}</option>}
                  <option value="bot">{t('newGame.kindBot')}</option>
                  <option value="lan">{t('newGame.kindLan')}</option>
                </select>
                {s.kind === 'lan' ? (
                  <span className="muted small">—</span>
                ) : (
                  <input type="text" maxLength={LIMITS.maxNameLength} aria-label={t('newGame.name')} placeholder={nameOf(i, { ...s, name: '' })} value={s.name} onChange={(e) => setSeat(i, { name: e.target.value })} data-testid={`seat-name-${i}`} />
                )}
                {s.kind === 'bot' ? (
                  <select aria-label={t('newGame.level')} title={t(`botLevels.${s.bot}.help`)} value={s.bot} onChange={(e) => setSeat(i, { bot: e.target.value })} data-testid={`seat-bot-${i}`}>
                    {BOTS.map((b) => (
                      <option key={b} value={b} title={t(`botLevels.${b}.help`)}>
                        {t(`botLevels.${b}.name`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span />
                )}
              </div>
            ))}
          </div>
          {active.some((s) => s.kind === 'bot') && (
            <div className="muted small" data-testid="bot-levels" aria-label={t('botLevels.title')}>
              {BOTS.map((b) => (
                <div key={b}>
                  <b>{t(`botLevels.${b}.name`)}</b> — {t(`botLevels.${b}.help`)}
                </div>
              ))}
            </div>
          )}
          {humansHere > 1 && <div className="note">{t('newGame.hotseatNote')}</div>}
          {lan && <div className="note">{t('newGame.lanNote')}</div>}
          {lan && (
            <label className="option">
              <input type="checkbox" checked={records} onChange={(e) => setRecords(e.target.checked)} data-testid="lan-records" />
              <span>
                {t('share.records')}
                <span className="help" style={{ display: 'block' }}>{t('share.recordsHelp')}</span>
              </span>
            </label>
          )}
          {humansHere === 0 && !lan && <div className="note">{t('newGame.demoNote')}</div>}
          <div className="field">
            <label htmlFor="seed">{t('newGame.seed')}</label>
            <div className="row" style={{ flexWrap: 'nowrap' }}>
              <input id="seed" type="text" maxLength={64} value={seed} onChange={(e) => setSeed(e.target.value)} style={{ flex: 1 }} data-testid="seed" placeholder={t('newGame.random')} />
              <button className="btn seed-btn" onClick={() => setSeed(randomSeed())} data-testid="new-seed">
                {t('newGame.randomSeed')}
              </button>
            </div>
            <div className="muted small">{t('newGame.seedHelp')}</div>
          </div>
          {error && (
            <div className="toast" role="alert">
              {error}
            </div>
          )}
          <div className="row">
            <TutorialButton game={game} />
            <div className="spacer" />
            <button className="btn btn-primary" disabled={busy || !session || invalid.size > 0} onClick={() => void start()} data-testid="start">
              {busy ? t('newGame.starting') : t('newGame.start')}
            </button>
          </div>
        </div>
        <div className="panel">
          <h2>{t('newGame.options')}</h2>
          <div className="presets" aria-label={t('newGame.presets')}>
            <button className={`chip ${standardOn ? 'on' : ''}`} title={t('newGame.presetStandardHelp')} onClick={() => setOptions(defaults)}>
              {t('newGame.presetStandard')}
            </button>
            {def.presets.map((p) => (
              <button key={p.id} className={`chip ${presetOn(p.values) && !standardOn ? 'on' : ''}`} title={t(presetKey(game, p.id, 'help'))} onClick={() => setOptions({ ...defaults, ...p.values })} data-testid={`preset-${p.id}`}>
                {t(presetKey(game, p.id, 'label'))}
              </button>
            ))}
          </div>
          <DataSetField game={game} value={dataSet} onChange={setDataSet} />
          <div className="options">
            {Object.entries(def.schema).map(([key, spec]) => (
              <div className="option" key={key}>
                {spec.kind === 'boolean' ? (
                  <input type="checkbox" id={`opt-${key}`} checked={options[key] === true} onChange={(e) => setOptions((o) => ({ ...o, [key]: e.target.checked }))} data-testid={`opt-${key}`} />
                ) : (
                  <span />
                )}
                <div>
                  <label className="label" htmlFor={`opt-${key}`}>
                    {t(optionKey(game, key, 'label'))}
                  </label>
                  {spec.kind === 'int' && key !== 'firstPlayer' && (
                    <CountField id={`opt-${key}`} spec={spec} value={typeof options[key] === 'number' ? options[key] : null} onChange={(v) => setOptions((o) => ({ ...o, [key]: v }))} onValid={markValid} />
                  )}
                  {spec.kind === 'int' && key === 'firstPlayer' && (
                    <select
                      id={`opt-${key}`}
                      style={{ marginLeft: 10 }}
                      value={options[key] === null ? '' : String(options[key])}
                      onChange={(e) => setOptions((o) => ({ ...o, [key]: e.target.value === '' ? null : Number(e.target.value) }))}
                    >
                      {spec.nullable && <option value="">{t('newGame.random')}</option>}
                      {Array.from({ length: Math.max(0, Math.min(spec.max, players - 1) - spec.min + 1) }, (_, k) => spec.min + k).map((v) => (
                        <option key={v} value={v}>
                          {nameOf(v, active[v] ?? { kind: 'bot', name: '', bot: '' })}
                        </option>
                      ))}
                    </select>
                  )}
                  {spec.kind === 'enum' && (
                    <select id={`opt-${key}`} style={{ marginLeft: 10 }} value={String(options[key])} onChange={(e) => setOptions((o) => ({ ...o, [key]: e.target.value }))}>
                      {spec.values.map((v) => (
                        <option key={v.value} value={v.value}>
                          {t(choiceKey(game, key, v.value))}
                        </option>
                      ))}
                    </select>
                  )}
                  <div className="help">{t(optionKey(game, key, 'help'))}</div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </MenuScreen>
  );
}
