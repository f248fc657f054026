/**
 * Strings of the showcase feature, under the key `showcase` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  title: 'showcase',
};

type Strings = typeof en;

const fr: Strings = {
  title: 'showcase (fr)',
};

const de: Strings = {
  title: 'showcase (de)',
};

const ja: Strings = {
  title: 'showcase（にほんご）',
};

export default { en, fr, de, ja };
