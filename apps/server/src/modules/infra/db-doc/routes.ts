import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DB_DOC_FILE_NAMES, DbDocExportQuery } from '@console/contracts/infra/db-doc';
import type { Db } from '../../../db/database';
import { attachmentHeader } from '../../../platform/excel';
import { openSchemaReader } from '../db-schema/reader';
import { docxChunks, DOCX_CONTENT_TYPE } from './docx';
import { htmlChunks } from './html';
import { markdownChunks } from './markdown';
import { readDatabaseDocument, type DatabaseDocument } from './service';

/** Reads the whole document before the first byte, so a refusal (an unknown data source) is still an envelope. */
async function documentOf(db: Db, dataSourceConfigId = 0): Promise<DatabaseDocument> {
  const reader = await openSchemaReader(db, dataSourceConfigId);
  try {
    return await readDatabaseDocument(reader);
  } finally {
    await reader.close();
  }
}

/** The pieces as a stream, with a turn of the event loop after each: a large document never holds up other requests. */
async function* paced<T>(pieces: Iterable<T>): AsyncGenerator<T> {
  for (const piece of pieces) {
    yield piece;
    await nextTurn();
  }
}

const FORMATS = [
  { path: 'export-html', summary: '导出 HTML 格式的数据文档', file: DB_DOC_FILE_NAMES.html, type: 'text/html; charset=utf-8', render: htmlChunks },
  { path: 'export-word', summary: '导出 Word 格式的数据文档', file: DB_DOC_FILE_NAMES.word, type: DOCX_CONTENT_TYPE, render: docxChunks },
  { path: 'export-markdown', summary: '导出 Markdown 格式的数据文档', file: DB_DOC_FILE_NAMES.markdown, type: 'text/markdown; charset=utf-8', render: markdownChunks },
] as const;

/**
 * 数据库文档 (devtools reference §4): the master database's tables, or a data source's, as HTML, Word or Markdown.
 * The original lets any signed-in user download it; here it takes `infra:db-doc:query` (platform-only, like every
 * infra permission), as it shows the structure of every table, and of other databases through their data sources.
 */
const dbDocRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  for (const format of FORMATS) {
    app.get(
      `/infra/db-doc/${format.path}`,
      {
        config: { permission: 'infra:db-doc:query', operateLog: { type: 5 } },
        schema: { tags: ['管理后台 - 数据库文档'], summary: format.summary, querystring: DbDocExportQuery },
      },
      async (request, reply) => {
        // `deleteFile` is accepted and ignored: nothing is written to disk.
        const doc = await documentOf(app.db, request.query.dataSourceConfigId);
        const pieces: Iterable<string | Uint8Array> = await format.render(doc);
        return reply
          .header('Content-Type', format.type)
          .header('Content-Disposition', attachmentHeader(format.file))
          .header('Access-Control-Expose-Headers', 'Content-Disposition')
          .send(Readable.from(paced(pieces)));
      },
    );
  }
  done();
};

export default dbDocRoutes;
