/**
 * Strings of the 3D banks table, under the key `banksTable` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  scene: 'banks table',
};

type Strings = typeof en;

const fr: Strings = {
  scene: 'table banks',
};

const de: Strings = {
  scene: 'banks-Tisch',
};

const ja: Strings = {
  scene: 'banksのテーブル',
};

export default { en, fr, de, ja };
