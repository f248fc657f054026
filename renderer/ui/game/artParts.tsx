/**
 * A linear gradient of a cover picture (GameArt's SVG): `stops` as [offset 0…1, colour], top to bottom, or left to
 * right with `across`. Its id must be unique on the page (Home shows the four covers together).
 */
export function Gradient({ id, stops, across = false }: { id: string; stops: readonly (readonly [number, string])[]; across?: boolean }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={across ? '1' : '0'} y2={across ? '0' : '1'}>
      {stops.map(([offset, colour]) => (
        <stop key={offset} offset={offset} stopColor={colour} />
      ))}
    </linearGradient>
  );
}
