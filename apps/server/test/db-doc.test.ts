import { sql } from 'kysely';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSchemaReader } from '../src/modules/infra/db-schema/reader';
import { htmlChunks } from '../src/modules/infra/db-doc/html';
import { readDatabaseDocument } from '../src/modules/infra/db-doc/service';
import { createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** A table whose comments hold everything each format must escape. */
const PROBE = `
  create table doc_probe (
    id bigint generated always as identity primary key,
    title varchar(64) not null default 'a|b',
    price numeric(10,2)
  );
  comment on table doc_probe is '探针表 <b>粗体</b> & "引号" | 竖线';
  comment on column doc_probe.title is E'标题|第一行\\n第二行';
`;
const TABLE_COMMENT = '探针表 <b>粗体</b> & "引号" | 竖线';
/** The probe's rows under 序号 名称 数据类型 长度 小数位 允许空值 主键 默认值 说明. */
const PROBE_ROWS = [
  ['1', 'id', 'bigint', '', '0', 'N', 'Y', '', ''],
  ['2', 'title', 'character varying(64)', '64', '0', 'N', 'N', "'a|b'::character varying", '标题|第一行\n第二行'],
  ['3', 'price', 'numeric(10,2)', '10', '2', 'Y', 'N', '', ''],
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await sql.raw(PROBE).execute(t.database.db);
  token = (await t.login()).accessToken;
});
afterAll(async () => {
  await t.close();
});

const exportDoc = (format: 'html' | 'word' | 'markdown', query: Record<string, string> = {}, as = token) =>
  t.request({ method: 'GET', url: `/admin-api/infra/db-doc/export-${format}`, query, token: as });

/** The attachment's name as a browser reads it (RFC 5987's filename*). */
const savedName = (disposition: unknown) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(disposition))?.[1] ?? '');

function unzip(content: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Word's tables as rows of cell texts (a line break as \n); parsing also proves the XML well-formed. */
function wordTables(documentXml: string): string[][][] {
  const tables: string[][][] = [];
  let cell: string | null = null;
  let inText = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    if (tag.name === 'w:tbl') tables.push([]);
    else if (tag.name === 'w:tr') tables.at(-1)!.push([]);
    else if (tag.name === 'w:tc') cell = '';
    else if (tag.name === 'w:t') inText = true;
    else if (tag.name === 'w:br' && cell !== null) cell += '\n';
  });
  parser.on('text', (text) => {
    if (inText && cell !== null) cell += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'w:t') inText = false;
    else if (tag.name === 'w:tc') {
      tables.at(-1)!.at(-1)!.push(cell!);
      cell = null;
    }
  });
  parser.write(documentXml).close();
  return tables;
}

describe('数据库文档 exports', () => {
  it('HTML: a self-contained page with the header, an index linking each table, and each table escaped', async () => {
    const res = await exportDoc('html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(savedName(res.headers['content-disposition'])).toBe('数据库文档.html');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.html"; filename\*=UTF-8''/);
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script|<link|src=/i);
    expect(html).toContain('<h1 id="top">数据库设计文档</h1>');
    expect(html).toContain('<dt>文档版本</dt><dd>1.0.0</dd><dt>文档描述</dt><dd>文档描述</dd>');
    const escapedComment = '探针表 &lt;b&gt;粗体&lt;/b&gt; &amp; &quot;引号&quot; | 竖线';
    expect(html).not.toContain('<b>粗体</b>');
    const anchor = /<td>\d+<\/td><td><a href="#(table_\d+)">doc_probe<\/a><\/td><td>([^<]*)<\/td>/.exec(html);
    expect(anchor?.[2]).toBe(escapedComment);
    const section = html.slice(html.indexOf(`<h2 id="${anchor![1]}">doc_probe</h2>`), html.indexOf('</section>', html.indexOf(`id="${anchor![1]}"`)));
    expect(section).toContain(`<p class="comment">说明：${escapedComment}</p>`);
    expect(section).toContain('<tr><td>2</td><td>title</td><td>character varying(64)</td><td>64</td><td>0</td><td>N</td><td>N</td><td>&#39;a|b&#39;::character varying</td><td>标题|第一行\n第二行</td></tr>');
    expect(section).toContain('<tr><td>3</td><td>price</td><td>numeric(10,2)</td><td>10</td><td>2</td><td>Y</td><td>N</td><td></td><td></td></tr>');
    // The console's own tables, with their comments (migration 0025); its bookkeeping is no business table.
    expect(html).toMatch(/<a href="#table_\d+">system_users<\/a><\/td><td>用户信息表<\/td>/);
    expect(html).not.toContain('>schema_migrations<');
  });

  it('Markdown: pipes, line breaks and markup in cells escaped, so every row keeps its nine cells', async () => {
    const res = await exportDoc('markdown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(savedName(res.headers['content-disposition'])).toBe('数据库文档.md');
    const md = res.body;
    expect(md).toMatch(/^# 数据库设计文档\n\n\*\*数据库名：\*\* \S+\n\n\*\*文档版本：\*\* 1\.0\.0\n\n\*\*文档描述：\*\* 文档描述\n/);
    const escapedComment = '探针表 &lt;b&gt;粗体&lt;/b&gt; &amp; "引号" \\| 竖线';
    const index = /\| \d+ \| \[doc_probe\]\(#(table_\d+)\) \| (.*) \|\n/.exec(md);
    expect(index?.[2]).toBe(escapedComment);
    const section = md.slice(md.indexOf(`<a id="${index![1]}"></a>`)).split('\n\n<a id=')[0]!;
    expect(section).toContain(`## doc_probe\n\n**说明：** ${escapedComment}\n\n**数据列：**\n\n`);
    const rows = section.split('\n').filter((line) => line.startsWith('| '));
    expect(rows).toEqual([
      '| 序号 | 名称 | 数据类型 | 长度 | 小数位 | 允许空值 | 主键 | 默认值 | 说明 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 1 | id | bigint |  | 0 | N | Y |  |  |',
      "| 2 | title | character varying(64) | 64 | 0 | N | N | 'a\\|b'::character varying | 标题\\|第一行<br>第二行 |",
      '| 3 | price | numeric(10,2) | 10 | 2 | Y | N |  |  |',
    ]);
    // Every row of every table has exactly its cells once the escaped pipes are set aside.
    for (const line of md.split('\n').filter((l) => l.startsWith('| '))) {
      expect([3, 9]).toContain(line.replace(/\\\|/g, '').split('|').length - 2);
    }
  });

  it('Word: a real .docx whose document holds the header, the linked index and each table as Word tables', async () => {
    const res = await exportDoc('word', { deleteFile: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(savedName(res.headers['content-disposition'])).toBe('数据库文档.docx');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'word/_rels/document.xml.rels', 'word/document.xml', 'word/styles.xml']);
    expect(files.get('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
    const documentXml = files.get('word/document.xml')!;
    expect(documentXml).toContain('<w:t>数据库设计文档</w:t>');
    expect(documentXml).toContain('探针表 &lt;b&gt;粗体&lt;/b&gt; &amp; &quot;引号&quot; | 竖线');
    const [index, ...columnTables] = wordTables(documentXml);
    expect(index![0]).toEqual(['序号', '表名', '说明']);
    const probeIndex = index!.findIndex((row) => row[1] === 'doc_probe');
    expect(index![probeIndex]).toEqual([String(probeIndex), 'doc_probe', TABLE_COMMENT]);
    // The index links to a bookmark on the table's heading.
    const anchor = new RegExp(`<w:hyperlink w:anchor="(table_\\d+)" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>doc_probe</w:t>`).exec(documentXml)?.[1];
    expect(documentXml).toContain(`w:name="${anchor}"/><w:r><w:t>doc_probe</w:t></w:r><w:bookmarkEnd`);
    expect(columnTables[probeIndex - 1]).toEqual([['序号', '名称', '数据类型', '长度', '小数位', '允许空值', '主键', '默认值', '说明'], ...PROBE_ROWS]);
    expect(columnTables).toHaveLength(index!.length - 1);
  });

  it('takes the master as data source 0, accepts deleteFile and ignores it, and refuses bad parameters', async () => {
    const plain = (await exportDoc('markdown')).body;
    for (const query of [{ dataSourceConfigId: '0' }, { deleteFile: 'true' }, { deleteFile: 'false', dataSourceConfigId: '0' }] as Array<Record<string, string>>) {
      const res = await exportDoc('markdown', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.body).toBe(plain);
    }
    expect((await exportDoc('html', { dataSourceConfigId: '7' })).json()).toMatchObject({ code: 1001007000, msg: '数据源配置不存在' });
    expect((await exportDoc('word', { dataSourceConfigId: '-1' })).json()).toMatchObject({ code: 400 });
    expect((await exportDoc('markdown', { deleteFile: 'maybe' })).json()).toMatchObject({ code: 400 });
  });

  it('is for signed-in users holding infra:db-doc:query, and leaves an export in the operate log', async () => {
    expect((await exportDoc('html', {}, '')).json()).toMatchObject({ code: 401 });
    await createUserWithPermissions(t, 'docless', ['infra:config:query']);
    await createUserWithPermissions(t, 'docreader', ['infra:db-doc:query']);
    const docless = (await t.login('docless', 'pass1234')).accessToken;
    const reader = (await t.login('docreader', 'pass1234')).accessToken;
    for (const format of ['html', 'word', 'markdown'] as const) {
      expect((await exportDoc(format, {}, docless)).json()).toMatchObject({ code: 403 });
      expect((await exportDoc(format, {}, reader)).statusCode).toBe(200);
    }
    const logs = await t.api<{ list: Array<{ name: string; type: number }> }>({ method: 'GET', url: '/admin-api/system/operate-log/page', token, query: { pageSize: '100' } });
    expect(logs.data.list.filter((row) => row.name === '导出 Word 格式的数据文档')).toEqual(expect.arrayContaining([expect.objectContaining({ type: 5 })]));
  });
});

describe('a database with more tables than a document holds', () => {
  it('documents the first tables by name and says so', async () => {
    const reader = await openSchemaReader(t.database.db, 0);
    try {
      const all = await reader.listTables();
      const doc = await readDatabaseDocument(reader, 3);
      expect(doc.tables.map((table) => table.name)).toEqual(all.slice(0, 3).map((table) => table.name));
      expect(doc.cappedNotice).toBe('数据库的表超过 3 张，本文档只收录按表名排序的前 3 张。');
      expect([...htmlChunks(doc)].join('')).toContain('<p class="notice">数据库的表超过 3 张，本文档只收录按表名排序的前 3 张。</p>');
      const whole = await readDatabaseDocument(reader, all.length);
      expect(whole.tables).toHaveLength(all.length);
      expect(whole.cappedNotice).toBeNull();
    } finally {
      await reader.close();
    }
  });
});
