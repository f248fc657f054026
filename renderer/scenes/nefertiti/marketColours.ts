/**
 * Each market's colour (its stall's awning, the rug its goods lie on, the wash of its bid stalls), by its place along
 * the river. Deep dyes, far from the seats' light colours (marks.ts), so an awning is never read as a player's.
 */
const MARKET_COLOURS = ['#2a5aa8', '#a83a2a', '#2e7a4c', '#b57a16', '#6a3a8c', '#1f7c86'] as const;

export const marketColour = (m: number): string => MARKET_COLOURS[m % MARKET_COLOURS.length]!;
