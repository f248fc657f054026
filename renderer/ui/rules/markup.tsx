import type { ReactNode } from 'react';

/**
 * The rules texts' only markup: `**bold**`, `[text](#section-id)` links, and lines starting "- " as list items
 * (consecutive ones make one list). Anything else is plain text: no HTML ever reaches the page.
 */
export function RulesBody({ body, onLink }: { body: readonly string[]; onLink: (section: string) => void }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    blocks.push(
      <ul key={`l${blocks.length}`}>
        {list.map((item, i) => (
          <li key={i}>{inline(item, onLink)}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const p of body) {
    if (p.startsWith('- ')) list.push(p.slice(2));
    else {
      flush();
      blocks.push(<p key={`p${blocks.length}`}>{inline(p, onLink)}</p>);
    }
  }
  flush();
  return <>{blocks}</>;
}

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(#([a-z0-9-]+)\)/g;

function inline(text: string, onLink: (section: string) => void): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const [, bold, label, target] = m;
    if (bold !== undefined) out.push(<b key={m.index}>{bold}</b>);
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
          {label}
        </a>,
      );
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
