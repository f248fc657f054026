/**
 * Strings of the bot levels (new-game screen), under the key `botLevels` (merged in ../index.ts). Each language has exactly the
 * English keys (test/renderer/i18n.test.ts).
 */
const en = {
  title: 'Bot levels',
  easy: { name: 'Easy', help: 'Plays the move that looks best right now, and slips now and then.' },
  normal: { name: 'Normal', help: 'Looks a little ahead over the cards it cannot see, and does not always pick the best move it found.' },
  hard: { name: 'Hard', help: 'Searches thousands of possible futures (under a second per move); never peeks at hidden cards.' },
  // The two baselines a showcase playlist may also name.
  random: { name: 'Random', help: 'Plays any legal move.' },
  greedy: { name: 'Greedy', help: 'Plays the move that looks best right now.' },
};

type Strings = typeof en;

const fr: Strings = {
  title: 'Niveaux des bots',
  easy: { name: 'Facile', help: 'Joue le coup qui semble le meilleur sur le moment, et se trompe de temps en temps.' },
  normal: { name: 'Normal', help: 'Anticipe un peu en imaginant les cartes qu’il ne voit pas, sans toujours choisir le meilleur coup trouvé.' },
  hard: { name: 'Difficile', help: 'Explore des milliers d’avenirs possibles (moins d’une seconde par coup) ; ne regarde jamais les cartes cachées.' },
  random: { name: 'Aléatoire', help: 'Joue n’importe quel coup permis.' },
  greedy: { name: 'Glouton', help: 'Joue le coup qui semble le meilleur sur le moment.' },
};

const de: Strings = {
  title: 'Bot-Stufen',
  easy: { name: 'Leicht', help: 'Spielt den Zug, der gerade am besten aussieht, und patzt ab und zu.' },
  normal: { name: 'Normal', help: 'Denkt ein wenig voraus und rechnet mit den Karten, die er nicht sieht, wählt aber nicht immer den besten gefundenen Zug.' },
  hard: { name: 'Schwer', help: 'Durchsucht tausende mögliche Verläufe (unter einer Sekunde pro Zug); schaut nie in verdeckte Karten.' },
  random: { name: 'Zufall', help: 'Spielt irgendeinen erlaubten Zug.' },
  greedy: { name: 'Gierig', help: 'Spielt den Zug, der gerade am besten aussieht.' },
};

const ja: Strings = {
  title: 'ボットの強さ',
  easy: { name: 'やさしい', help: 'その場で一番よさそうな手を打ち、ときどきミスをします。' },
  normal: { name: 'ふつう', help: '見えないカードを想定して少し先まで読みますが、いつも一番よい手を選ぶとは限りません。' },
  hard: { name: 'つよい', help: '数多くの展開を探索します（一手1秒未満）。伏せたカードは決して見ません。' },
  random: { name: 'ランダム', help: 'ルール上できる手をでたらめに打ちます。' },
  greedy: { name: 'グリーディ', help: 'その場で一番よさそうな手を打ちます。' },
};

export default { en, fr, de, ja };
