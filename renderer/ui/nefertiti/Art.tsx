/** Nefertiti's cover picture (the home tile and the showcase): an SVG's content, viewBox 0 0 240 130. */
export function NefertitiArt() {
  return (
    <>
      <rect width="240" height="130" fill="#2c2150" />
      <path d="M60 110 L120 30 L180 110Z" fill="#d9b24a" />
      <path d="M120 30 L180 110 H140Z" fill="#b38f30" />
      <circle cx="200" cy="26" r="10" fill="#f3dc8e" />
    </>
  );
}
