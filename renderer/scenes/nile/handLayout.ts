import { CARD_H, CARD_W } from '../common/cardGeometry';

/** The seat's own hand, drawn as real 3D cards in an overlay over the table. */
export interface HandProps {
  cards: string[];
  selected: ReadonlySet<number>;
  selectable: (i: number) => boolean;
  interactive: boolean;
  onToggle: (i: number) => void;
  cardPx: number;
  /** Cards a tutorial step or a hint points at (a pulsing glow; the test probe's targets). */
  emphasised?: ReadonlyMap<number, string>;
}

/** The hand's fan on the overlay, in pixels from the screen's centre (y up). */
export interface HandFan {
  /** A card's width and height. */
  w: number;
  h: number;
  /** From one card's centre to the next. */
  spacing: number;
  /** Card `i`'s centre and where it is along the fan (-1 leftmost … 1 rightmost, for its tilt). */
  place(i: number): { x: number; y: number; norm: number };
}

/** The hand fanned along the bottom of a screen `size` (CSS pixels): at most 60 % of its width, the ends lower. */
export function handFan(hand: HandProps, size: { width: number; height: number }): HandFan {
  const w = hand.cardPx;
  const h = w * (CARD_H / CARD_W);
  const n = hand.cards.length;
  const spacing = n <= 1 ? 0 : Math.min(w * 1.04, (size.width * 0.6 - w) / (n - 1));
  const place = (i: number) => {
    const off = i - (n - 1) / 2;
    const norm = n > 1 ? off / ((n - 1) / 2) : 0;
    return { x: off * spacing, y: -size.height / 2 + h / 2 + 12 - norm * norm * Math.min(18, h * 0.12), norm };
  };
  return { w, h, spacing, place };
}
