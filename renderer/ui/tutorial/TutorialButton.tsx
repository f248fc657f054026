import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../net';
import { useApp } from '../../app/store';
import { tutorialFor } from '../../tutorial/scripts';
import { startTutorial } from '../../tutorial/start';
import { translateError } from '../errors';
import { Icon } from '../Icon';

/** "Tutorial" on a game's New Game screen (nothing for a game without a script). */
export function TutorialButton({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  const session = useApp((s) => s.session);
  const [busy, setBusy] = useState(false);
  const script = tutorialFor(game);
  if (!script) return null;
  const start = async () => {
    if (!session) return;
    setBusy(true);
    try {
      await startTutorial(session, script, i18n);
    } catch (e) {
      useApp.getState().toast(e instanceof RequestError ? translateError(t, e.code, e.message, e.details) : String(e));
      setBusy(false);
    }
  };
  return (
    <button className="btn" disabled={busy || !session} title={t('tutorial.buttonHelp')} onClick={() => void start()} data-testid="tutorial-start">
      <Icon name="tutorial" /> {t('tutorial.button')}
    </button>
  );
}
