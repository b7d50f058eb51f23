import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

// exceljs takes ~0.5 s to load: loaded on the first export, not at start-up.
const loadExcel = async () => (await import('exceljs')).default;
import type { FastifyReply } from 'fastify';

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
 * holds only a batch in memory.
 */
export function sendExcel<T>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: AsyncIterable<T[]>,
): FastifyReply {
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
        for (const row of batch) sheet.addRow(columns.map((c) => c.value(row) ?? '')).commit();
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
  batchSize = 1000,
): AsyncIterable<T[]> {
  let afterId = 0;
  for (;;) {
    const batch = await fetch(afterId, batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}

export const formatDateTime = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
