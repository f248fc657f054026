import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/store';
import { isRulesGame, type RulesGame } from '../rules/format';
import { loadRules, type LoadedRules } from '../rules/load';
import { GAME_IDS } from './game/registry';
import { figureUrl } from './rules/figures';
import { Marked, RulesBody } from './rules/markup';
import { queryWords, searchSections } from './rules/search';
import './rules/rules.css';

/** What the text area shows: loading, the game's text, or "not written yet". */
type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; rules: LoadedRules };

function useRulesText(game: RulesGame, lang: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void loadRules(game, lang).then((rules) => live && setLoaded(rules ? { state: 'ready', rules } : { state: 'missing' }));
    return () => {
      live = false;
    };
  }, [game, lang]);
  return loaded;
}

/**
 * The rules reference: one game's rules in the app's language, with a contents list, a search box and the
 * pictures made from the app's own table. It opens over whatever screen is showing (store `rules`): from a table's menu
 * or a refusal's "Read the rule" link the game goes on underneath, and closing returns to it.
 */
export function RulesScreen({ game: asked, section }: { game: string; section?: string }) {
  const { t, i18n } = useTranslation();
  const close = useApp((s) => s.closeRules);
  const [game, setGame] = useState<RulesGame>(isRulesGame(asked) ? asked : 'nile');
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState(section ?? null);
  const loaded = useRulesText(game, i18n.language);
  const text = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => (loaded.state === 'ready' ? loaded.rules.doc.sections : []), [loaded]);
  const shown = useMemo(() => searchSections(sections, query), [sections, query]);
  const words = useMemo(() => queryWords(query), [query]);

  // Deep links and contents entries: scroll the section into view once it is on the page.
  useEffect(() => {
    if (!target || loaded.state !== 'ready') return;
    text.current?.querySelector(`[data-section="${target}"]`)?.scrollIntoView({ block: 'start' });
  }, [target, loaded, shown]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  const goTo = (id: string) => {
    setQuery('');
    setTarget(id);
  };
  return (
    <div className="rules-overlay" role="dialog" aria-modal="true" aria-label={t('rules.title')} data-testid="rules">
      <div className="rules-head">
        <h1>{t('rules.title')}</h1>
        <div className="row" role="tablist" aria-label={t('rules.games')}>
          {GAME_IDS.map((g) => (
            <button key={g} className={`chip ${g === game ? 'on' : ''}`} role="tab" aria-selected={g === game} onClick={() => {
                setGame(g);
                setTarget(null);
              }} data-testid={`rules-game-${g}`}>
              {t(`games.${g}.name`)}
            </button>
          ))}
        </div>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('rules.search')} aria-label={t('rules.search')} data-testid="rules-search" />
        <button className="btn" onClick={close} data-testid="rules-close">
          ✕ {t('rules.close')}
        </button>
      </div>
      <div className="rules-body" ref={text}>
        {/* While searching, the contents list only the sections found (a click clears the search and goes there). */}
        <nav className="rules-toc" aria-label={t('rules.contents')} data-testid="rules-toc">
          {(words.length ? shown : sections).map((s) => (
            <button key={s.id} onClick={() => goTo(s.id)}>
              <Marked text={s.title} words={words} />
            </button>
          ))}
        </nav>
        <div className="rules-text">
          {loaded.state === 'loading' && <p className="muted">{t('rules.loading')}</p>}
          {loaded.state === 'missing' && <p className="muted" data-testid="rules-missing">{t('rules.notWritten', { game: t(`games.${game}.name`) })}</p>}
          {loaded.state === 'ready' && loaded.rules.lang !== i18n.language && <p className="note">{t('rules.inEnglish')}</p>}
          {loaded.state === 'ready' && query.trim() !== '' && shown.length === 0 && <p className="muted" data-testid="rules-no-match">{t('rules.noMatch', { query })}</p>}
          {shown.map((s) => {
            const url = s.figure ? figureUrl(game, s.figure.id) : null;
            return (
              <section key={s.id} id={`rules-${s.id}`} data-section={s.id} className={s.id === target ? 'target' : ''}>
                <h2>
                  <Marked text={s.title} words={words} />
                </h2>
                <RulesBody body={s.body} onLink={goTo} words={words} />
                {s.figure && url && (
                  <figure>
                    <img src={url} alt={s.figure.caption} loading="lazy" width={1200} height={750} />
                    <figcaption>
                      <Marked text={s.figure.caption} words={words} />
                    </figcaption>
                  </figure>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
