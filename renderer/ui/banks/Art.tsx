/** An den Ufern des Nils' cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function BanksArt() {
  return (
    <>
      <rect width="240" height="130" fill="#c9a66b" />
      <path d="M0 55 C80 45 160 75 240 60 V85 C160 100 80 70 0 82Z" fill="#3b82b0" />
      {[...Array(8)].map((_, i) => (
        <rect key={i} x={14 + i * 28} y={i % 2 ? 98 : 18} width="20" height="20" fill={['#7cb342', '#e3b021', '#8b5a3c'][i % 3]} />
      ))}
    </>
  );
}
