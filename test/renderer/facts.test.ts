/** The kit's line of short facts: each fact whole with its dot after it, so a narrow box never starts a line with a dot. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts } from '../../renderer/ui/table/Facts';

describe('Facts', () => {
  it('keeps each dot on its fact (a no-break space before it) and wraps only between facts', () => {
    const html = renderToStaticMarkup(createElement(Facts, { items: ['Hand 5', 'Storage 2', 'Lost 0'] }));
    expect(html).toBe('<div class="muted small facts"><span>Hand 5\u00a0·</span> <span>Storage 2\u00a0·</span> <span>Lost 0</span></div>');
  });
  it('a single fact has no dot; the class is the caller’s', () => {
    expect(renderToStaticMarkup(createElement(Facts, { items: ['Deck 3'], className: 'small' }))).toBe('<div class="small facts"><span>Deck 3</span></div>');
  });
});
