import { Gradient } from '../game/artParts';

/** The fields of one bank: [x, y, colour] (wheat, lettuce, flax, onion-brown soil), drawn as furrowed plots. */
const FIELDS: readonly (readonly [number, number, string])[] = [
  [22, 40, '#e3b021'], [56, 36, '#7cb342'], [86, 44, '#8b5a3c'],
  [18, 74, '#7cb342'], [52, 70, '#6f8fd0'], [84, 78, '#e3b021'],
  [150, 34, '#8b5a3c'], [180, 42, '#e3b021'],
  [154, 70, '#e3b021'], [186, 76, '#7cb342'], [150, 104, '#7cb342'],
];

/** A palm: a trunk leaning a little and five fronds. */
function Palm({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 0 C1 -8 3 -14 2 -20" stroke="#7a5a30" strokeWidth="2.4" fill="none" />
      <path d="M2 -20 q-9 -2 -13 5 M2 -20 q-6 -8 -12 -7 M2 -20 q2 -9 9 -9 M2 -20 q9 -4 13 3 M2 -20 q5 2 7 8" stroke="#3f7d2c" strokeWidth="2.6" fill="none" strokeLinecap="round" />
    </g>
  );
}

/** An den Ufern des Nils' cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function BanksArt() {
  return (
    <>
      <defs>
        <Gradient id="banks-sand" stops={[[0, '#ecd29c'], [1, '#c9a164']]} />
        <Gradient id="banks-river" stops={[[0, '#2a6f9e'], [0.5, '#3c8fc2'], [1, '#2a6f9e']]} across />
      </defs>
      <rect width="240" height="130" fill="url(#banks-sand)" />
      {FIELDS.map(([x, y, c], i) => (
        <g key={i} transform={`translate(${x} ${y})`}>
          <rect width="28" height="24" rx="3" fill={c} stroke="#6b4a22" strokeWidth="1.5" />
          {[6, 12, 18].map((fy) => (
            <path key={fy} d={`M3 ${fy} H25`} stroke="rgba(60,35,10,.3)" strokeWidth="1.2" />
          ))}
        </g>
      ))}
      <path d="M116 0 C126 40 108 82 120 130 H146 C134 82 152 40 142 0Z" fill="url(#banks-river)" />
      <path d="M124 20 q6 4 12 0 M118 60 q6 4 12 0 M126 100 q6 4 12 0" stroke="#a9dcf7" strokeWidth="1.6" fill="none" />
      {/* The boat of the printed board, with its sail. */}
      <g transform="translate(122 70)">
        <path d="M0 10 H22 L17 16 H5Z" fill="#8a5526" />
        <path d="M10 10 V-12 L22 6Z" fill="#f4ead2" stroke="#b49a6a" strokeWidth="1" />
      </g>
      {/* The obelisk the pharaoh's builders raise. */}
      <g transform="translate(214 16)">
        <path d="M-5 100 L-3 8 L0 0 L3 8 L5 100Z" fill="#d9c08a" stroke="#8a6a38" strokeWidth="1" />
        <path d="M-3 8 L0 0 L3 8Z" fill="#e8b830" />
      </g>
      <Palm x={106} y={36} />
      <Palm x={104} y={110} s={0.9} />
      <Palm x={150} y={28} s={0.8} />
      <Palm x={148} y={98} />
      <Palm x={6} y={122} s={1.1} />
    </>
  );
}
