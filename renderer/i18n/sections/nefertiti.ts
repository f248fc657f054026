/**
 * Strings of the 3D nefertiti table, under the key `nefertitiTable` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  scene: 'nefertiti table',
};

type Strings = typeof en;

const fr: Strings = {
  scene: 'table nefertiti',
};

const de: Strings = {
  scene: 'nefertiti-Tisch',
};

const ja: Strings = {
  scene: 'nefertitiのテーブル',
};

export default { en, fr, de, ja };
