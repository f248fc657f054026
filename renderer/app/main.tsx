import '../ui/fonts.css';
import '../ui/styles.css';
import '../ui/access.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, resolveLanguage } from '../i18n';
import { createTransport, Session } from '../net';
import { App } from './App';
import { startSession } from './boot';
import { useSettings } from './settings';
import { followUiScale } from './uiScale';
import { installTestHooks } from './testHooks';
import { loadTableFonts } from '../scenes/common/fonts';
import { prepareTables } from '../ui/tables';

const settings = useSettings.getState();
initI18n(resolveLanguage(settings.language));
useSettings.subscribe((s, prev) => {
  if (s.language !== prev.language) initI18n(resolveLanguage(s.language));
});

followUiScale();
installTestHooks();

/**
 * `npm run bench:render`'s bare canvas (probes builds only, loaded on demand): the machine's floor, no app around it.
 * The build constant itself, not PROBES: the bundler drops the chunk of a dynamic import only when the condition is
 * false in this very module.
 */
const BareStage = __RT_PROBES__ && new URLSearchParams(location.search).get('bench') === 'bare' ? lazy(() => import('../bench/BareStage').then((m) => ({ default: () => <m.BareStage quality={m.bareQuality(location.search)} /> }))) : null;

if (!BareStage) {
  startSession(new Session(createTransport()));
  // Ahead of the first table, while Home is shown: the faces its textures are painted in (a table screen waits for
  // them), its code and the textures every table shares.
  void loadTableFonts();
  prepareTables();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {BareStage ? (
      <Suspense>
        <BareStage />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
