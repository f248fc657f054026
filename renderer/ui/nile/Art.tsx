import { Gradient } from '../game/artParts';

/** NILE's cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function NileArt() {
  return (
    <>
      <defs>
        <Gradient id="sky1" stops={[[0, '#f2b15a'], [1, '#8e4a2a']]} />
      </defs>
      <rect width="240" height="130" fill="url(#sky1)" />
      <circle cx="180" cy="42" r="20" fill="#ffe39a" />
      <path d="M0 86 C60 70 120 102 240 80 V130 H0Z" fill="#2b78a8" />
      <path d="M0 96 C60 84 130 110 240 92" stroke="#9fd3f5" strokeWidth="3" fill="none" />
      {[20, 48, 76].map((x, i) => (
        <g key={x} transform={`translate(${x} ${62 + i * 3})`}>
          <rect x="-1.5" y="0" width="3" height="24" fill="#3d7a2e" />
          <path d="M0 0 l-12 -12 M0 0 l-6 -15 M0 0 l0 -16 M0 0 l6 -15 M0 0 l12 -12" stroke="#6f9a3a" strokeWidth="2" />
        </g>
      ))}
      <rect x="150" y="70" width="26" height="36" rx="4" fill="#f3e6c4" stroke="#c8463a" strokeWidth="3" transform="rotate(-10 163 88)" />
      <rect x="168" y="72" width="26" height="36" rx="4" fill="#f3e6c4" stroke="#4f9e45" strokeWidth="3" transform="rotate(8 181 90)" />
    </>
  );
}
