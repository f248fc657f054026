import { Gradient } from '../game/artParts';

/** A canoe in a crew's colour with two paddlers and a gem in its hold. */
function Canoe({ x, y, colour, gem }: { x: number; y: number; colour: string; gem: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 H40 Q36 8 28 9 H12 Q4 8 0 0Z" fill={colour} stroke="rgba(0,0,0,.35)" strokeWidth="1" />
      <path d="M17 -5 l4 -5 l4 5 l-4 4Z" fill={gem} stroke="rgba(0,0,0,.3)" strokeWidth=".8" />
      {[8, 32].map((px) => (
        <g key={px}>
          <circle cx={px} cy="-7" r="3" fill="#f1d1a8" />
          <path d={`M${px} -4 v4`} stroke="#5a3a1a" strokeWidth="3" />
          <path d={`M${px + 4} -8 l-7 16`} stroke="#8a5a2a" strokeWidth="1.4" />
        </g>
      ))}
    </g>
  );
}

/** A gem lying on the bank. */
const Gem = ({ x, y, c }: { x: number; y: number; c: string }) => <path d={`M${x} ${y} l5 -6 l5 6 l-5 6Z`} fill={c} stroke="rgba(0,0,0,.3)" strokeWidth=".8" />;

/** Niagara's cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function NiagaraArt() {
  return (
    <>
      <defs>
        <Gradient id="niagara-sky" stops={[[0, '#7fb6dd'], [1, '#d8ecf5']]} />
        <Gradient id="niagara-river" stops={[[0, '#2f78b4'], [1, '#4ea0d6']]} across />
      </defs>
      <rect width="240" height="44" fill="url(#niagara-sky)" />
      <path d="M0 44 q10 -12 20 -4 q8 -12 20 -2 q10 -10 22 -2 q10 -12 22 -1 q12 -10 24 0 q10 -12 22 -2 q12 -10 24 -1 q10 -10 22 -2 q12 -8 22 2 q10 -8 22 0 q10 -10 20 -2 V52 H0Z" fill="#2f5a30" />
      <rect y="50" width="240" height="80" fill="#5c8f5a" />
      <path d="M0 62 H176 V104 H0Z" fill="url(#niagara-river)" />
      {[72, 84, 96].map((y, i) => (
        <path key={y} d={`M${10 + i * 30} ${y} q8 -3 16 0 M${80 + i * 24} ${y + 4} q8 -3 16 0`} stroke="#bfe3f7" strokeWidth="1.3" fill="none" opacity=".8" />
      ))}
      {/* The falls: the river drops off the right edge into mist. */}
      <path d="M176 62 C186 80 188 104 192 130 H240 V62Z" fill="#3a5f3a" />
      <path d="M176 62 H184 C196 82 198 108 200 130 H180 C182 108 182 84 176 62Z" fill="#8fcdf0" />
      {[...Array(6)].map((_, i) => (
        <path key={i} d={`M${177 + i * 1.5} 62 C${184 + i * 2} 86 ${186 + i * 2} 108 ${184 + i * 3} 130`} stroke="#f2fbff" strokeWidth="1.6" fill="none" opacity=".85" />
      ))}
      {[[188, 120, 9], [200, 114, 7], [178, 124, 6], [208, 124, 8]].map(([cx, cy, r], i) => (
        <circle key={i} cx={cx} cy={cy} r={r} fill="#ffffff" opacity=".55" />
      ))}
      <Canoe x={40} y={74} colour="#d8473b" gem="#9b5de5" />
      <Canoe x={108} y={88} colour="#e9c23a" gem="#ff5a9d" />
      <Gem x={20} y={116} c="#2d6de0" />
      <Gem x={34} y={120} c="#f6c431" />
      <Gem x={120} y={118} c="#f2f4fa" />
      <Gem x={140} y={56} c="#ff5a9d" />
    </>
  );
}
