import type { ReactNode } from 'react';
import { hitRanges } from './search';

/**
 * The rules texts' only markup: `**bold**`, `[text](#section-id)` links, and lines starting "- " as list items
 * (consecutive ones make one list). Anything else is plain text: no HTML ever reaches the page. The search's `words`
 * are marked wherever they occur.
 */
export function RulesBody({ body, onLink, words }: { body: readonly string[]; onLink: (section: string) => void; words: readonly string[] }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    blocks.push(
      <ul key={`l${blocks.length}`}>
        {list.map((item, i) => (
          <li key={i}>{inline(item, onLink, words)}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const p of body) {
    if (p.startsWith('- ')) list.push(p.slice(2));
    else {
      flush();
      blocks.push(<p key={`p${blocks.length}`}>{inline(p, onLink, words)}</p>);
    }
  }
  flush();
  return <>{blocks}</>;
}

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(#([a-z0-9-]+)\)/g;

function inline(text: string, onLink: (section: string) => void, words: readonly string[]): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) out.push(<Marked key={`t${at}`} text={text.slice(at, m.index)} words={words} />);
    const [, bold, label, target] = m;
    if (bold !== undefined)
      out.push(
        <b key={m.index}>
          <Marked text={bold} words={words} />
        </b>,
      );
    else if (target !== undefined)
      out.push(
        <a
          key={m.index}
          href={`#${target}`}
          onClick={(e) => {
            e.preventDefault();
            onLink(target);
          }}
        >
          <Marked text={label ?? ''} words={words} />
        </a>,
      );
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(<Marked key={`t${at}`} text={text.slice(at)} words={words} />);
  return out;
}

/** Plain text with the search's hits in `<mark>` (a word split by bold or a link is marked in each part it matches). */
export function Marked({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = hitRanges(text, words);
  if (ranges.length === 0) return <>{text}</>;
  const out: ReactNode[] = [];
  let at = 0;
  for (const [a, b] of ranges) {
    if (a > at) out.push(text.slice(at, a));
    out.push(<mark key={a}>{text.slice(a, b)}</mark>);
    at = b;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}
