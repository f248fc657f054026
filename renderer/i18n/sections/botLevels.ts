/**
 * Strings of the bot levels (new-game screen), under the key `botLevels` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  title: 'bots',
};

type Strings = typeof en;

const fr: Strings = {
  title: 'bots (fr)',
};

const de: Strings = {
  title: 'bots (de)',
};

const ja: Strings = {
  title: 'bots（にほんご）',
};

export default { en, fr, de, ja };
