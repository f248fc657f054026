/** A bid space's key in sets of targets: "market:space". */
export const spaceKey = (market: string, space: number): string => `${market}:${space}`;
