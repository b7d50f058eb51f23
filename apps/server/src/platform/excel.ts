import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CompiledQuery, sql, type SelectQueryBuilder } from 'kysely';
import { GlobalErrors } from '@console/contracts/error-codes';
import type { Db } from '../db/database';
import { ServiceError } from './errors';

// exceljs takes ~0.5 s to load: loaded on the first export, not at start-up.
const loadExcel = async () => (await import('exceljs')).default;

/** Rows written between two turns of the event loop: other requests wait at most this long (a few ms). */
const ROWS_PER_TURN = 100;

/** The filtered query an export reads, so its size can be checked before the file starts. */
export interface ExportSource {
  db: Db;
  // Any table's filtered query: only counted, never read here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>;
}

/**
 * Refuses an export larger than the configured cap (EXPORT_MAX_ROWS) with a clear message, before any byte of
 * the file is sent: once streaming starts, an error can no longer be an envelope. The count stops at cap + 1.
 */
async function refuseOversized(source: ExportSource, maxRows: number): Promise<void> {
  // Compiled first, so the handle's plugins map its names once: a query embedded in another is mapped again, which a
  // verbatim name (`$displayName`, db/casing.ts) does not survive.
  const capped = source.query.select(sql<number>`1`.as('one')).limit(maxRows + 1).compile();
  const { rows } = await source.db.executeQuery<{ n: number }>(CompiledQuery.raw(`select count(*)::int as n from (${capped.sql}) as capped`, [...capped.parameters]));
  if ((rows[0]?.n ?? 0) > maxRows) {
    throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `导出数据超过 ${maxRows} 行，请缩小筛选范围后再导出` });
  }
}

export interface ExcelColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | Date | null | undefined;
}

/** RFC 5987 so that Chinese filenames survive every browser. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Streams an .xlsx: rows are written as they come from the async source, so an export of any size
 * holds only a batch in memory, and the event loop gets a turn every ROWS_PER_TURN rows. An export
 * over the row cap is refused up front.
 */
export async function sendExcel<T>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: AsyncIterable<T[]>,
  source: ExportSource,
): Promise<FastifyReply> {
  await refuseOversized(source, reply.server.config.exportMaxRows);
  const stream = new PassThrough();
  void (async () => {
    try {
      const Excel = await loadExcel();
      const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName);
      sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 18 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const batch of rows) {
        // The client went away: stop reading the database.
        if (stream.destroyed) return;
        for (let i = 0; i < batch.length; i++) {
          sheet.addRow(columns.map((c) => c.value(batch[i]!) ?? '')).commit();
          if ((i + 1) % ROWS_PER_TURN === 0) await nextTurn();
        }
        await zipCaughtUp(sheet, stream);
      }
      if (stream.destroyed) return;
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      reply.log.error({ err }, 'export failed');
      stream.destroy(err as Error);
    }
  })();
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', attachmentHeader(filename))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(stream);
}

/**
 * exceljs hands the sheet's XML to its zip without backpressure: a fast query outruns the deflate and the
 * uncompressed sheet piles up in memory (about 0.4 kB a row). Waiting after each batch until the zip's
 * input has drained keeps memory flat, and carries a slow client's backpressure back to the database reads.
 */
function zipCaughtUp(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  // exceljs internals (4.x): the worksheet's StreamBuf pipes into the PassThrough archiver reads from
  // (readable-stream 2, which has no writableNeedDrain: read its state).
  type Input = Writable & { _writableState?: { needDrain?: boolean } };
  const input = (sheet as unknown as { _stream?: { pipes?: Input[] } })._stream?.pipes?.[0];
  if (!input || !(input.writableNeedDrain ?? input._writableState?.needDrain)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      input.off('drain', done);
      out.off('close', done);
      resolve();
    };
    input.once('drain', done);
    out.once('close', done);
  });
}

/** Reads a query in keyset batches (by id) so exports never load a whole table. */
export async function* batchesById<T extends { id: number }>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  // Small enough that one read (synchronous inside PGlite) holds the event loop only briefly.
  batchSize = 500,
): AsyncIterable<T[]> {
  let afterId = 0;
  for (;;) {
    const batch = await fetch(afterId, batchSize);
    if (batch.length === 0) return;
    yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    afterId = last.id;
  }
}

export const formatDateTime = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
