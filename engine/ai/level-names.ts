/** The bot levels by name: what screens offer. Apart from levels.ts so the UI can list them without the search bots. */
export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];
