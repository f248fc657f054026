/**
 * Where the action kinds (`type`) lie in a legal list, numbered in order of first appearance as randomBot numbers
 * them: kind i is `types[i]`, with `counts[i]` actions at `first[i]`, `first[i] + step[i]`, `first[i] + 2·step[i]`, …
 * (step 2: two kinds listed in turn, as NILE's market and offering of each pair of cards). Only the first `kinds`
 * entries count. An engine that builds its lists knows this for free; randomBot then picks without reading every
 * action, which was most of its cost.
 */
export interface KindLayout {
  kinds: number;
  types: readonly string[];
  counts: readonly number[];
  first: readonly number[];
  step: readonly number[];
}
