/**
 * Control symbols drawn as inline SVG, so they look the same on every machine: the media and control glyphs (⏮ ⏸ ⏭,
 * emoji) are missing from many system fonts and from the bundled ones, which would show empty boxes.
 * Each icon is drawn in a 16×16 box with `currentColor`, sized to the surrounding text (1em).
 */
const PATHS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  prev: 'M12 3v10L4 8z',
  play: 'M4 3v10l8-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  last: 'M11 3h2v10h-2zM3 3v10l7-5z',
  // A gear: a ring with six teeth.
  settings:
    'M7 1h2l.4 2 1.3.6 1.7-1.2 1.4 1.4-1.2 1.7.6 1.3 2 .4v2l-2 .4-.6 1.3 1.2 1.7-1.4 1.4-1.7-1.2-1.3.6L9 15H7l-.4-2-1.3-.6-1.7 1.2-1.4-1.4 1.2-1.7L2.8 9.4 1 9V7l2-.4.6-1.3-1.2-1.7 1.4-1.4 1.7 1.2L6.6 3zM8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  // A light bulb: the hint.
  hint: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9zM5.5 13h5v1.2h-5zM6.5 14.8h3V16h-3z',
  // A mortarboard: the tutorial.
  tutorial: 'M8 2 0 6l8 4 6-3v4h1.5V6zM3.5 9v3c0 1.4 2 2.5 4.5 2.5s4.5-1.1 4.5-2.5V9L8 11.3z',
  // An arrow bending back: undo.
  undo: 'M6 2 1 6.5 6 11V8c3.5 0 6 .8 7.5 4 0-4.2-2.5-7-7.5-7.3z',
  menu: 'M2 3h12v2H2zM2 7h12v2H2zM2 11h12v2H2z',
  expanded: 'M3 5h10l-5 7z',
  collapsed: 'M5 3v10l7-5z',
  check: 'M2 8.5 3.5 7 6.5 10 12.5 3.5 14 5l-7.5 8z',
  // A triangle with "!" cut out: a warning.
  warning: 'M8 1 15.5 14.5H.5zM7.2 5.5h1.6l-.3 5h-1zM7.2 11.5h1.6v1.6H7.2z',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon next to (or instead of) a label; decorative, so hidden from screen readers (the button carries the words). */
export function Icon({ name, title }: { name: IconName; title?: string }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} data-icon={name}>
      {title && <title>{title}</title>}
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
