/**
 * A list of `n` zeros, built by appending: V8 keeps it packed (`new Array(n).fill(0)` makes a holey list, whose every
 * read then checks for a hole, and `fill` is a runtime call). For count vectors that hot rule code reads.
 */
export function zeros(n: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}
