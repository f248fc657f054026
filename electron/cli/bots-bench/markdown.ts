/** A markdown table (the benchmark's human output, ready for docs/benchmarks.md). */
export function markdownTable(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
