import { Gradient } from '../game/artParts';

/** Nefertiti's cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. A market stall at dusk before the pyramids, its gifts on the counter. */
export function NefertitiArt() {
  const stripes = [...Array(9)].map((_, i) => 62 + i * 14);
  return (
    <>
      <defs>
        <Gradient id="nef-sky" stops={[[0, '#2c2150'], [0.7, '#8a4a5e'], [1, '#d98a4e']]} />
      </defs>
      <rect width="240" height="130" fill="url(#nef-sky)" />
      <circle cx="36" cy="24" r="9" fill="#f3dc8e" />
      <path d="M20 96 L62 40 L104 96Z" fill="#d9b24a" />
      <path d="M62 40 L104 96 H76Z" fill="#a8842c" />
      <path d="M90 96 L116 62 L142 96Z" fill="#c9a040" />
      <path d="M116 62 L142 96 H126Z" fill="#9a7828" />
      <rect y="94" width="240" height="36" fill="#b58a4a" />
      {/* The stall: posts, a striped awning with a scalloped edge, the counter. */}
      <path d="M66 52 V112 M188 52 V112" stroke="#6a4020" strokeWidth="4" />
      {stripes.map((x, i) => (
        <rect key={x} x={x} y="44" width="14" height="18" fill={i % 2 ? '#efe2c0' : '#c0392b'} />
      ))}
      <rect x="60" y="40" width="134" height="5" fill="#d8a93a" />
      <path d={`M62 62 ${stripes.map(() => `q7 8 14 0`).join(' ')}`} fill="#c0392b" />
      <rect x="70" y="92" width="114" height="20" rx="2" fill="#7a4e26" />
      <rect x="70" y="92" width="114" height="4" fill="#9a6a36" />
      {/* The gifts: a vase, a statuette, a mirror, a necklace. */}
      <path d="M84 92 q-6 -8 0 -16 h8 q6 8 0 16Z M86 76 v-4 h4 v4" fill="#3d7fd6" stroke="#1f3f70" strokeWidth="1" />
      <path d="M108 92 v-14 q0 -6 4 -6 q4 0 4 6 v14Z" fill="#9b5de5" stroke="#4a2a70" strokeWidth="1" />
      <circle cx="112" cy="68" r="4" fill="#9b5de5" stroke="#4a2a70" strokeWidth="1" />
      <circle cx="140" cy="78" r="8" fill="#e8d27a" stroke="#8a6a20" strokeWidth="2" />
      <path d="M140 86 v6" stroke="#8a6a20" strokeWidth="3" />
      <path d="M158 84 q8 10 16 0" stroke="#e0b43a" strokeWidth="2.4" fill="none" />
      {[160, 166, 172].map((x) => (
        <circle key={x} cx={x} cy={x === 166 ? 90 : 88} r="2" fill="#3fae6a" />
      ))}
    </>
  );
}
