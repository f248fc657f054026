/**
 * The one prompt line and turn banner of every table (renderer/ui/table/prompt.ts), in English: the game's own words
 * when the seat acts, the hand-off, the game over, and for another seat's turn a bot thinking, a person waited for, or
 * this screen's own move still playing; in a replay nobody is waited for.
 */
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../renderer/i18n';
import { promptLine, turnWho, type GamePrompt, type TurnFacts } from '../../renderer/ui/table/prompt';

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: resources.en }, interpolation: { escapeValue: false } });
  t = i18n.t;
});

const NAMES = ['Ann', 'Bob', 'Cleo'];
/** Seat 0 (Ann) looks at the table; seat 2 (Cleo) is a bot. */
const facts = (f: Partial<TurnFacts> = {}): TurnFacts => ({
  over: false,
  handingOff: false,
  mine: false,
  acting: 1,
  reveal: 0,
  replayed: false,
  name: (s) => NAMES[s] ?? `?${s}`,
  bot: (s) => s === 2,
  ...f,
});
const game: GamePrompt = { mine: () => 'Plant or pass.' };

describe('the prompt line', () => {
  it("says the game's instruction when the seat must act", () => {
    expect(promptLine(t, facts({ mine: true, acting: 0 }), game)).toBe('Plant or pass.');
  });

  it('waits for a person, and says a bot is thinking', () => {
    expect(promptLine(t, facts({ acting: 1 }), game)).toBe('Waiting for Bob…');
    expect(promptLine(t, facts({ acting: 2 }), game)).toBe('Cleo is thinking…');
  });

  it("says the screen's own move is still playing when its turn offers nothing yet", () => {
    expect(promptLine(t, facts({ acting: 0 }), game)).toBe(t('table.settling'));
  });

  it("puts the game's own waiting line and game-over line first", () => {
    const own: GamePrompt = { ...game, waiting: () => 'The market closes.', over: () => 'Final scoring.' };
    expect(promptLine(t, facts(), own)).toBe('The market closes.');
    expect(promptLine(t, facts({ over: true }), own)).toBe('Final scoring.');
    expect(promptLine(t, facts(), { ...game, waiting: () => null })).toBe('Waiting for Bob…');
  });

  it('says the game is over, then the hand-off, before anything else', () => {
    expect(promptLine(t, facts({ over: true, mine: true }), game)).toBe(t('table.gameOver'));
    expect(promptLine(t, facts({ handingOff: true, mine: true }), game)).toBe(t('prompt.handoff'));
  });

  it('waits for nobody in a replay or between turns', () => {
    expect(promptLine(t, facts({ replayed: true }), game)).toBe('');
    expect(promptLine(t, facts({ replayed: true, acting: 2 }), game)).toBe('');
    expect(promptLine(t, facts({ acting: null }), game)).toBe('');
  });
});

describe('the turn banner', () => {
  it("says your turn, another seat's turn, game over, or nothing", () => {
    expect(turnWho(t, facts({ acting: 0 }))).toBe('Your turn');
    expect(turnWho(t, facts({ acting: 1 }))).toBe('Bob’s turn');
    expect(turnWho(t, facts({ over: true }))).toBe(t('table.gameOver'));
    expect(turnWho(t, facts({ acting: null }))).toBe('');
  });
});
