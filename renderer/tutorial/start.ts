import type { TFunction } from 'i18next';
import type { Session } from '../../client/session';
import { useApp } from '../app/store';
import { TutorialRunner } from './runner';
import { scriptedSeats, type TutorialScript } from './script';
import { useTutorial } from './store';

/** The bot level a learner finishes the tutorial game against: an easy one. */
export const TUTORIAL_BOT = 'easy';

/**
 * Start a tutorial: a match from the script's seed and options with every seat human, this page holding them all (the
 * learner's seat, and the others for the script to play), then the table. The runner stops when the screen leaves
 * this table (the bot then plays the other seats).
 */
export async function startTutorial(session: Session, script: TutorialScript, t: TFunction): Promise<void> {
  useTutorial.getState().control?.stop();
  // The learner is named as on the New Game screen ("Player 1"): the log words a name in the third person, and the
  // table already marks the learner's own seat "(you)".
  const name = (seat: number) => (seat === script.player ? t('newGame.defaultName', { n: seat + 1 }) : t('tutorial.opponent', { n: seat }));
  const names = Array.from({ length: script.players }, (_, i) => name(i));
  const match = await openTutorialMatch(session, script, names);
  useApp.setState((st) => ({ names: { ...st.names, [match]: names } }));
  const runner = new TutorialRunner(session, match, script, {
    publish: (run) => useTutorial.setState({ run }),
    onError: (why) => console.error(`tutorial ${script.game}: the script no longer fits the game: ${why}`),
  });
  useTutorial.setState({ control: runner });
  useApp.getState().go({ name: 'table', match });
  const off = useApp.subscribe((s) => {
    if (s.screen.name === 'table' && s.screen.match === match) return;
    off();
    runner.stop();
    if (useTutorial.getState().control === runner) useTutorial.setState({ control: null, run: null });
  });
}

/**
 * The tutorial's match: the script's seed and options, every seat human and held by this session. The scripted seats'
 * stand-in is the easy bot: once the script ends they are left, and the learner finishes against it.
 */
export async function openTutorialMatch(session: Session, script: TutorialScript, names: readonly string[]): Promise<string> {
  const summary = await session.create({
    game: script.game,
    players: script.players,
    options: script.options,
    seed: script.seed,
    seats: names.map((n, seat) => (seat === script.player ? { kind: 'human', name: n } : { kind: 'human', name: n, standIn: TUTORIAL_BOT })),
  });
  await session.join({ id: summary.id }, script.player, names[script.player]);
  for (const seat of scriptedSeats(script)) await session.join({ id: summary.id }, seat, names[seat]);
  return summary.id;
}
