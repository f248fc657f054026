import type { CrewColour } from '../../../engine/niagara/material/colours';
import type { GemColour } from '../../../engine/niagara/material/gems';
import type { Mark, Paint } from '../common/marks';

/** Paint for the player colours (canoes, cards, seat dots) and the gems. Glyphs keep colour from being the only cue. */
export const CREW_PAINT: Record<CrewColour, string> = {
  red: '#d8473b',
  green: '#3f9e4d',
  yellow: '#e9c23a',
  blue: '#3d7fd6',
  brown: '#8d5a33',
};

/** Each crew colour's mark (red, green and brown merge for red-green colour blindness; blue and green for tritanopia). */
export const CREW_MARK: Record<CrewColour, Mark> = { red: 'triangle', green: 'circle', yellow: 'plus', blue: 'square', brown: 'hexagon' };

export const crewPaint = (c: CrewColour): Paint => ({ colour: CREW_PAINT[c], mark: CREW_MARK[c] });

export const GEM_PAINT: Record<GemColour, string> = {
  violet: '#9b5de5',
  white: '#f2f4fa',
  yellow: '#f6c431',
  blue: '#2d6de0',
  pink: '#ff5a9d',
};

export const GEM_GLYPH: Record<GemColour, string> = { violet: '◆', white: '◇', yellow: '●', blue: '■', pink: '▲' };
