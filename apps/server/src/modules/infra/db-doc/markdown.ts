import { COLUMN_HEADERS, COLUMNS_LABEL, COMMENT_LABEL, DOC_TITLE, INDEX_HEADERS, inPieces, type DatabaseDocument } from './service';

/**
 * Text in a Markdown table cell or line: a pipe would end the cell and a line break the row; `<`, `>` and `&` are
 * entities so a renderer never takes a comment for HTML; a backslash stays a backslash.
 */
const escape = (text: string) =>
  text
    .replace(/[\\|]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n|\r|\n/g, '<br>');

const row = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
const headerRow = (cells: readonly string[]) => `${row(cells)}\n|${cells.map(() => ' --- |').join('')}`;

/** The Markdown document, in pieces. */
export function* markdownChunks(doc: DatabaseDocument): Generator<string> {
  const head: string[] = [`# ${DOC_TITLE}`, ''];
  for (const [label, value] of doc.header) head.push(`**${label}：** ${escape(value)}`, '');
  if (doc.cappedNotice) head.push(`> ${doc.cappedNotice}`, '');
  head.push(headerRow(INDEX_HEADERS));
  yield `${head.join('\n')}\n`;
  for (const piece of inPieces(doc.tables)) {
    yield piece.map((t) => `| ${t.ordinal} | [${escape(t.name).replace(/[[\]]/g, '\\$&')}](#${t.anchor}) | ${escape(t.comment)} |\n`).join('');
  }
  for (const t of doc.tables) {
    // An explicit anchor: renderers derive heading ids differently, and a name may hold any character.
    const section = ['', `<a id="${t.anchor}"></a>`, '', `## ${escape(t.name)}`, '', `**${COMMENT_LABEL}：** ${escape(t.comment)}`, '', `**${COLUMNS_LABEL}：**`, ''];
    yield `${[...section, headerRow(COLUMN_HEADERS), ...t.rows.map(row)].join('\n')}\n`;
  }
}
