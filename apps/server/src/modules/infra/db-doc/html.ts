import { COLUMN_HEADERS, COLUMNS_LABEL, COMMENT_LABEL, DOC_TITLE, INDEX_HEADERS, inPieces, type DatabaseDocument } from './service';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

// One <style> element: the document opens alone in a browser, in Word, or framed by the console's viewer.
const STYLE = `
body { margin: 0; background: #f5f7fa; color: #1f2329; font: 14px/1.6 -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; }
main { max-width: 1200px; margin: 0 auto; padding: 32px 24px 64px; }
h1 { margin: 0 0 16px; font-size: 26px; }
h2 { margin: 40px 0 8px; font-size: 18px; scroll-margin-top: 16px; }
.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 24px; }
.meta dt { color: #646a73; }
.meta dd { margin: 0; }
.notice { padding: 8px 12px; border-left: 4px solid #faad14; background: #fffbe6; }
.comment { margin: 0 0 8px; color: #646a73; }
.label { margin: 12px 0 6px; font-weight: 600; }
.scroll { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; background: #fff; }
table.columns { min-width: 880px; }
th:first-child, td:first-child { width: 48px; }
table.index th:nth-child(2) { width: 36%; }
th, td { padding: 6px 10px; border: 1px solid #dee0e3; text-align: left; vertical-align: top; word-break: break-word; }
th { background: #f0f2f5; font-weight: 600; white-space: nowrap; }
tbody tr:nth-child(even) { background: #fafbfc; }
a { color: #1677ff; text-decoration: none; }
a:hover { text-decoration: underline; }
.back { display: inline-block; margin-top: 6px; font-size: 12px; }
`;

const row = (cells: readonly string[], tag: 'td' | 'th' = 'td') => `<tr>${cells.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('')}</tr>`;

/** A self-contained HTML page (no script, nothing loaded from elsewhere, every value escaped), in pieces. */
export function* htmlChunks(doc: DatabaseDocument): Generator<string> {
  const head: string[] = [
    `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escape(DOC_TITLE)}</title><style>${STYLE}</style></head><body><main>`,
    `<h1 id="top">${escape(DOC_TITLE)}</h1>`,
    `<dl class="meta">${doc.header.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`,
  ];
  if (doc.cappedNotice) head.push(`<p class="notice">${escape(doc.cappedNotice)}</p>`);
  head.push(`<div class="scroll"><table class="index"><thead>${row(INDEX_HEADERS, 'th')}</thead><tbody>`);
  yield head.join('\n');
  for (const piece of inPieces(doc.tables)) {
    yield piece.map((t) => `\n<tr><td>${t.ordinal}</td><td><a href="#${t.anchor}">${escape(t.name)}</a></td><td>${escape(t.comment)}</td></tr>`).join('');
  }
  yield '\n</tbody></table></div>';
  for (const t of doc.tables) {
    yield [
      `\n<section><h2 id="${t.anchor}">${escape(t.name)}</h2>`,
      `<p class="comment">${escape(COMMENT_LABEL)}：${escape(t.comment)}</p>`,
      `<p class="label">${escape(COLUMNS_LABEL)}</p>`,
      `<div class="scroll"><table class="columns"><thead>${row(COLUMN_HEADERS, 'th')}</thead><tbody>${t.rows.map((cells) => row(cells)).join('')}</tbody></table></div>`,
      `<a class="back" href="#top">返回顶部</a></section>`,
    ].join('\n');
  }
  yield '\n</main></body></html>\n';
}
