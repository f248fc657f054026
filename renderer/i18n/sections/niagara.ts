/**
 * Strings of the 3D niagara table, under the key `niagaraTable` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  scene: 'niagara table',
};

type Strings = typeof en;

const fr: Strings = {
  scene: 'table niagara',
};

const de: Strings = {
  scene: 'niagara-Tisch',
};

const ja: Strings = {
  scene: 'niagaraのテーブル',
};

export default { en, fr, de, ja };
