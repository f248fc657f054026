/**
 * Strings of the bot levels (new-game screen), under the key `botLevels` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  title: 'Bot levels',
  easy: { name: 'Easy', help: 'Plays the move that looks best right now, and slips now and then.' },
  normal: { name: 'Normal', help: 'Looks a little ahead over the cards it cannot see.' },
  hard: { name: 'Hard', help: 'Searches hundreds of possible futures (up to a second per move); never peeks at hidden cards.' },
};

type Strings = typeof en;

const fr: Strings = {
  title: 'Niveaux des bots',
  easy: { name: 'Facile', help: 'Joue le coup qui semble le meilleur sur le moment, et se trompe de temps en temps.' },
  normal: { name: 'Normal', help: 'Anticipe un peu en imaginant les cartes qu’il ne voit pas.' },
  hard: { name: 'Difficile', help: 'Explore des centaines d’avenirs possibles (jusqu’à une seconde par coup) ; ne regarde jamais les cartes cachées.' },
};

const de: Strings = {
  title: 'Bot-Stufen',
  easy: { name: 'Leicht', help: 'Spielt den Zug, der gerade am besten aussieht, und patzt ab und zu.' },
  normal: { name: 'Normal', help: 'Denkt ein wenig voraus und rechnet mit den Karten, die er nicht sieht.' },
  hard: { name: 'Schwer', help: 'Durchsucht hunderte mögliche Verläufe (bis zu einer Sekunde pro Zug); schaut nie in verdeckte Karten.' },
};

const ja: Strings = {
  title: 'ボットの強さ',
  easy: { name: 'やさしい', help: 'その場で一番よさそうな手を打ち、ときどきミスをします。' },
  normal: { name: 'ふつう', help: '見えないカードを想定して、少し先まで読みます。' },
  hard: { name: 'つよい', help: '何百通りもの展開を探索します（一手最大1秒）。伏せたカードは決して見ません。' },
};

export default { en, fr, de, ja };
