/**
 * A player's name wherever the UI shows one (lobby, join page, table HUD, results, replay, showcase): one line, cut
 * with "…" inside its box (`.player-name` in styles.css), the whole name in its title. A name is always text (React
 * escapes it; markup in a name is shown, never run). `<bdi>`: a right-to-left name keeps its own direction without
 * reordering the words around it (the name rule strips the bidi controls that would have done that by hand).
 */
export function Name({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  return (
    <bdi className={className ? `player-name ${className}` : 'player-name'} title={text} data-testid={testId}>
      {text}
    </bdi>
  );
}
