import ts from 'typescript';

/**
 * docs/contributing.md's "What a game provides" section, from the code: the folders and files a game has, and each
 * member of the interfaces a game fills in (the registry's `GameUi`, the table kit's `TableKit` and its parts), read
 * from their source with the TypeScript compiler — name, whether it is optional, its signature and doc comment — so
 * the page follows the interfaces as they change. Pure and deterministic (source order, no clock): `test/docs.test.ts`
 * regenerates it in memory and compares.
 */

/** The interfaces a game fills in, by the file that declares them, in the order the page shows them. */
export const CONTRACT_SOURCES: readonly { file: string; names: readonly string[] }[] = [
  { file: 'renderer/ui/game/gameUi.ts', names: ['GameUi'] },
  { file: 'renderer/ui/table/kit.ts', names: ['TableKit', 'KitHud', 'KitPrompt', 'PickModel'] },
];

/**
 * What a game has besides its interfaces: `<id>` is the game's id, `<lang>` each folder of `renderer/i18n/locales/`.
 * test/docs.test.ts checks that every path exists for every registered game.
 */
export const GAME_FILES: readonly { path: string; what: string }[] = [
  { path: 'engine/<id>/', what: 'the rules engine, its `Game` object (docs/engine.md)' },
  { path: 'engine/games.ts', what: 'one line registering the engine (and its id in the `GameId` union of `engine/core/types.ts`)' },
  { path: 'renderer/scenes/<id>/', what: 'the 3D table: board, pieces, animator, what it makes ahead (`prepare.ts`)' },
  { path: 'renderer/ui/<id>/game.ts', what: 'its `GameUi` (below)' },
  { path: 'renderer/ui/<id>/Art.tsx', what: 'the cover picture of its home tile and the showcase' },
  { path: 'renderer/ui/<id>/actionText.ts', what: 'its actions in words (`GameUi.actionWords`)' },
  { path: 'renderer/ui/<id>/secretWords.ts', what: "a seat's secrets in words (`GameUi.secretWords`)" },
  { path: 'renderer/ui/game/registry.ts', what: 'one line in `GAME_UI`: Home, New Game, the rules, tutorials, the showcase, replays, results and the benches follow' },
  { path: 'renderer/i18n/locales/<lang>/<id>Table.json', what: "the table's words and tips, loaded by name; its name and blurb are `games.<id>` in `main.json`, its option texts `options.<id>` in `options.json`" },
  { path: 'renderer/rules/content/<id>/<lang>.json', what: 'the rules reference' },
  { path: 'renderer/rules/content/<id>/links.json', what: 'the rules section each refused action links to' },
  { path: 'renderer/rules/figures/<id>.json', what: 'the positions of the rules pictures (`npm run rules:pictures`)' },
  { path: 'renderer/tutorial/scripts/<id>.ts', what: 'the tutorial script (`GameUi.tutorial`; its texts in `tutorial.json`)' },
  { path: 'renderer/showcase/captions/<id>.ts', what: 'the showcase captions (`GameUi.caption`; texts in `showcase.json`)' },
  { path: 'test/engine/<id>/', what: "the engine's tests" },
];

export interface ContractMember {
  name: string;
  optional: boolean;
  /** The member as declared, on one line, without its doc comment. */
  signature: string;
  doc: string;
}

export interface ContractInterface {
  name: string;
  file: string;
  doc: string;
  members: ContractMember[];
}

const START = '<!-- game-contract:start -->';
const END = '<!-- game-contract:end -->';

/** The doc comment of a declaration as one line ('' when it has none). */
function docOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join(' ').replace(/\s+/g, ' ').trim();
}

function memberOf(m: ts.TypeElement, source: ts.SourceFile): ContractMember | null {
  if (!(ts.isPropertySignature(m) || ts.isMethodSignature(m)) || !m.name) return null;
  const signature = m.getText(source).replace(/;$/, '').replace(/\s+/g, ' ');
  return { name: m.name.getText(source), optional: m.questionToken !== undefined, signature, doc: docOf(m) };
}

/** The named interfaces of every source, read with `read(path)` (a path relative to the repository). */
export function readContract(read: (path: string) => string): ContractInterface[] {
  return CONTRACT_SOURCES.flatMap(({ file, names }) => {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
    const found = source.statements.filter(ts.isInterfaceDeclaration);
    return names.map((name) => {
      const decl = found.find((d) => d.name.text === name);
      if (!decl) throw new Error(`${file} declares no interface ${name}`);
      const members = decl.members.map((m) => memberOf(m, source)).filter((m): m is ContractMember => m !== null);
      return { name, file, doc: docOf(decl), members };
    });
  });
}

/** A table cell: a `|` would end the cell (inside code too), a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function interfaceSection(c: ContractInterface): string[] {
  return [
    `### \`${c.name}\` (\`${c.file}\`)`,
    '',
    ...(c.doc ? [cell(c.doc), ''] : []),
    row(['member', 'required', 'signature', 'what it is']),
    row(['---', '---', '---', '---']),
    ...c.members.map((m) => row([`\`${m.name}\``, m.optional ? 'optional' : 'required', `\`${cell(m.signature)}\``, cell(m.doc)])),
  ];
}

/** The generated text between the markers (the markers excluded). */
export function contractSection(contract: readonly ContractInterface[]): string {
  return [
    '<!-- Generated by `npm run docs` from the interfaces below and electron/cli/contract-doc.ts: do not edit by hand. -->',
    '',
    'A game is its folders and files (`<id>`: its id; `<lang>`: each language of `renderer/i18n/locales/`):',
    '',
    row(['path', 'what']),
    row(['---', '---']),
    ...GAME_FILES.map((f) => row([`\`${f.path}\``, cell(f.what)])),
    '',
    'and the interfaces it fills in:',
    ...contract.flatMap((c) => ['', ...interfaceSection(c)]),
  ].join('\n');
}

/** `page` with the text between its game-contract markers replaced by `section`. */
export function withContract(page: string, section: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the page has no ${START} … ${END} markers`);
  return `${page.slice(0, start + START.length)}\n${section}\n${page.slice(end)}`;
}
