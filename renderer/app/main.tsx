import '../ui/fonts.css';
import '../ui/styles.css';
import '../ui/access.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, resolveLanguage } from '../i18n';
import { createTransport, Session } from '../net';
import { App } from './App';
import { startSession } from './boot';
import { useSettings } from './settings';
import { followUiScale } from './uiScale';

const settings = useSettings.getState();
initI18n(resolveLanguage(settings.language));
useSettings.subscribe((s, prev) => {
  if (s.language !== prev.language) initI18n(resolveLanguage(s.language));
});

followUiScale();

startSession(new Session(createTransport()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
