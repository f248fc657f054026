/** Niagara's cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function NiagaraArt() {
  return (
    <>
      <rect width="240" height="130" fill="#5c8f5a" />
      <path d="M0 40 H150 V130 H0Z" fill="#3d87c2" />
      <path d="M150 40 C160 70 160 100 165 130 H240 V40Z" fill="#4b6b44" />
      {[...Array(7)].map((_, i) => (
        <path key={i} d={`M${150 + i * 2} 40 C${158 + i * 3} 80 ${160 + i * 3} 100 ${164 + i * 4} 130`} stroke="#e6f5ff" strokeWidth="2" fill="none" opacity=".8" />
      ))}
      <path d="M40 70 h50 l-8 8 h-34z" fill="#a0522d" />
    </>
  );
}
