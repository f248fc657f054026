import type { i18n, TFunction } from 'i18next';
import type { Session } from '../../client/session';
import { paceFactor } from '../app/animPace';
import { useApp } from '../app/store';
import { OPPONENT_PAUSE_MS, TutorialRunner } from './runner';
import { scriptedSeats, type TutorialScript } from './script';
import { useTutorial } from './store';

/** The bot level a learner finishes the tutorial game against: an easy one. */
export const TUTORIAL_BOT = 'easy';

/**
 * The pause before an opponent's scripted move at this animation pace: shorter at a faster pace (a player who chose
 * Fast waits less), and a short one at Instant (the moves still come one by one, for the learner to follow).
 * Reduced motion keeps the pace's pause: it stops motion, it does not hurry the game.
 */
export function opponentPauseMs(pace: number): number {
  return pace > 0 ? Math.round(OPPONENT_PAUSE_MS / pace) : 150;
}

/**
 * Start a tutorial: a match from the script's seed and options with every seat human, this page holding them all (the
 * learner's seat, and the others for the script to play), then the table. The runner stops when the screen leaves
 * this table (the bot then plays the other seats).
 */
export async function startTutorial(session: Session, script: TutorialScript, i18n: i18n): Promise<void> {
  useTutorial.getState().control?.stop();
  // The seats are stored without names, as every seat nobody named (a language switch renames them); this page names
  // them in the language shown: the learner as on the New Game screen ("Player 1": the log words a name in the third
  // person, and the table already marks the learner's own seat "(you)"), the others "Opponent n" as the texts do.
  const match = await openTutorialMatch(session, script, []);
  const label = () => useApp.setState((st) => ({ names: { ...st.names, [match]: tutorialNames(i18n.t.bind(i18n), script) } }));
  label();
  i18n.on('languageChanged', label);
  const runner = new TutorialRunner(session, match, script, {
    publish: (run) => useTutorial.setState({ run }),
    onError: (why) => console.error(`tutorial ${script.game}: the script no longer fits the game: ${why}`),
    opponentDelayMs: () => opponentPauseMs(paceFactor()),
  });
  useTutorial.setState({ control: runner });
  useApp.getState().go({ name: 'table', match });
  const off = useApp.subscribe((s) => {
    if (s.screen.name === 'table' && s.screen.match === match) return;
    off();
    i18n.off('languageChanged', label);
    runner.stop();
    if (useTutorial.getState().control === runner) useTutorial.setState({ control: null, run: null });
  });
}

/** A tutorial's seats by name, in the language of `t`: the learner "Player n", the others "Opponent n". */
export function tutorialNames(t: TFunction, script: TutorialScript): string[] {
  return Array.from({ length: script.players }, (_, seat) => (seat === script.player ? t('newGame.defaultName', { n: seat + 1 }) : t('tutorial.opponent', { n: seat })));
}

/**
 * The tutorial's match: the script's seed and options, every seat human and held by this session (named `names[seat]`,
 * or unnamed). The scripted seats' stand-in is the easy bot: once the script ends they are left, and the learner
 * finishes against it.
 */
export async function openTutorialMatch(session: Session, script: TutorialScript, names: readonly (string | undefined)[]): Promise<string> {
  const summary = await session.create({
    game: script.game,
    players: script.players,
    options: script.options,
    seed: script.seed,
    seats: Array.from({ length: script.players }, (_, seat) => (seat === script.player ? { kind: 'human', name: names[seat] } : { kind: 'human', name: names[seat], standIn: TUTORIAL_BOT })),
  });
  await session.join({ id: summary.id }, script.player, names[script.player]);
  for (const seat of scriptedSeats(script)) await session.join({ id: summary.id }, seat, names[seat]);
  return summary.id;
}
