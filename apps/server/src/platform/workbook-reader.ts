import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import type { SaxesParser, SaxesTagPlain } from 'saxes';
import type { Entry, ZipFile } from 'yauzl';
import { badField } from './errors';

/**
 * What one import may cost: an .xlsx is a zip, and a 400 KB upload can inflate to gigabytes (one cell of 400 MiB,
 * millions of rows), so its compressed size bounds nothing.
 */
export interface WorkbookLimits {
  /** Bytes inflated, over all the parts read (workbook, relations, shared strings, the sheet). */
  maxInflatedBytes: number;
  /** Rows below the header (row 1) that hold a value; blank rows cost only their bytes. */
  maxRows: number;
  /** The rightmost column a value may stand in. */
  maxColumns: number;
  /** Characters in one cell (Excel's own limit is 32 767). */
  maxCellLength: number;
}

/** A row holding a value: its cells' text by column (1 = A); cells without a value are absent. */
export interface WorkbookRow {
  rowNumber: number;
  cells: Map<number, string>;
}

/** A limit reached: the reading stops there and the client is told which. */
class LimitReached extends Error {}

/** Loaded on first use, as exceljs was: most requests never read a workbook. */
const loadYauzl = async () => (await import('yauzl')).default;
const loadSaxes = async () => (await import('saxes')).SaxesParser;

/**
 * Reads the first sheet of an .xlsx as streams: parts are inflated chunk by chunk (zlib, off the main thread) and
 * parsed as they come (saxes), so the event loop gets a turn between chunks and nothing is held but the shared
 * strings and the rows that hold a value. Stops at the first limit reached with a client error naming it, and
 * refuses what is not an .xlsx. Cells come as text: shared and inline strings, numbers as written (a date is its
 * serial number), booleans as `true`/`false`, formulas as their cached result, errors as nothing.
 */
export async function readFirstSheet(content: Buffer, field: string, limits: WorkbookLimits): Promise<WorkbookRow[]> {
  // .xlsx is a zip: anything else (an .xls, a CSV, a renamed text file) is refused up front.
  if (content.length < 4 || content.readUInt32BE(0) !== 0x504b0304) throw badField(field, '只支持 .xlsx 格式的 Excel 文件');
  const zip = await openZip(content).catch(() => undefined);
  if (!zip) throw badField(field, '不是有效的 .xlsx 文件');
  try {
    return await new SheetReader(zip.file, zip.entries, limits, await loadSaxes()).read();
  } catch (err) {
    if (err instanceof LimitReached) throw badField(field, err.message);
    throw badField(field, '不是有效的 .xlsx 文件');
  } finally {
    zip.file.close();
  }
}

async function openZip(content: Buffer): Promise<{ file: ZipFile; entries: Map<string, Entry> }> {
  const yauzl = await loadYauzl();
  const file = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );
  // Part names are matched without regard to case, as Excel does.
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: Entry) => {
      if (!entries.has(entry.fileName.toLowerCase())) entries.set(entry.fileName.toLowerCase(), entry);
      file.readEntry();
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return { file, entries };
}

/** The local part of a qualified name: `x:row` → `row` (some writers prefix the spreadsheet namespace). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attribute = (tag: SaxesTagPlain, name: string): string | undefined => tag.attributes[name];
/** A namespaced attribute whatever its prefix (`r:id`, `relationships:id`). */
const prefixedAttribute = (tag: SaxesTagPlain, name: string) => Object.entries(tag.attributes).find(([key]) => key.includes(':') && local(key) === name)?.[1];

/** Column number of a cell reference (`C7` → 3); undefined when there is none. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^([A-Za-z]{1,7})\d*$/.exec(ref)?.[1] : undefined;
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

class SheetReader {
  private inflatedLeft: number;

  constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly limits: WorkbookLimits,
    private readonly Parser: typeof SaxesParser,
  ) {
    this.inflatedLeft = limits.maxInflatedBytes;
  }

  async read(): Promise<WorkbookRow[]> {
    const firstSheetId = await this.firstSheetRelationId();
    const targets = await this.relationTargets();
    const sheetPart = firstSheetId === undefined ? undefined : targets.byId.get(firstSheetId);
    if (!sheetPart) return [];
    const shared = targets.sharedStrings ? await this.sharedStrings(targets.sharedStrings) : [];
    return this.sheetRows(sheetPart, shared);
  }

  /** Inflates a part chunk by chunk into a parser, counting every byte against the budget. */
  private async parse(part: string, onTag: (parser: SaxesParser) => void): Promise<boolean> {
    const entry = this.entries.get(part.toLowerCase());
    if (!entry) return false;
    const tooMuch = () => new LimitReached(`解压后超过 ${this.limits.maxInflatedBytes / 1024 / 1024} MB，请精简或拆分后分批导入`);
    // The declared size of a part cannot be exceeded (yauzl checks it while inflating): refuse before inflating.
    if (entry.uncompressedSize > this.inflatedLeft) throw tooMuch();
    const parser = new this.Parser();
    onTag(parser);
    let failure: Error | undefined;
    parser.on('error', (err) => (failure ??= err));
    const decoder = new StringDecoder('utf8');
    const stream = await new Promise<Readable>((resolve, reject) => this.zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.inflatedLeft -= chunk.length;
        if (this.inflatedLeft < 0) throw tooMuch();
        parser.write(decoder.write(chunk));
        if (failure) throw failure;
        // Chunks may already wait in the stream's buffer: let other requests in between any two of them.
        await new Promise(setImmediate);
      }
      parser.write(decoder.end()).close();
      if (failure) throw failure;
    } finally {
      stream.destroy();
    }
    return true;
  }

  /** The relation id of the workbook's first sheet (xl/workbook.xml). */
  private async firstSheetRelationId(): Promise<string | undefined> {
    let id: string | undefined;
    const found = await this.parse('xl/workbook.xml', (parser) =>
      parser.on('opentag', (tag) => {
        if (id === undefined && local(tag.name) === 'sheet') id = prefixedAttribute(tag, 'id') ?? '';
      }),
    );
    if (!found) throw new Error('no workbook part');
    return id;
  }

  /** Where the workbook's relations point: parts by relation id, and the shared strings part. */
  private async relationTargets(): Promise<{ byId: Map<string, string>; sharedStrings?: string }> {
    const byId = new Map<string, string>();
    let sharedStrings: string | undefined;
    await this.parse('xl/_rels/workbook.xml.rels', (parser) =>
      parser.on('opentag', (tag) => {
        const target = attribute(tag, 'Target');
        if (local(tag.name) !== 'Relationship' || !target || attribute(tag, 'TargetMode') === 'External') return;
        // Targets are relative to xl/, or absolute in the package.
        const part = target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target);
        byId.set(attribute(tag, 'Id') ?? '', part);
        if (attribute(tag, 'Type')?.endsWith('/sharedStrings')) sharedStrings = part;
      }),
    );
    return { byId, sharedStrings };
  }

  /** The shared strings table: each item's text, its phonetic runs left out. */
  private async sharedStrings(part: string): Promise<string[]> {
    const strings: string[] = [];
    let text = '';
    let inText = false;
    let phonetic = 0;
    await this.parse(part, (parser) => {
      parser.on('opentag', (tag) => {
        const name = local(tag.name);
        if (name === 'si') text = '';
        else if (name === 't') inText = !tag.isSelfClosing;
        else if (name === 'rPh') phonetic += tag.isSelfClosing ? 0 : 1;
      });
      parser.on('closetag', (tag) => {
        const name = local(tag.name);
        if (name === 'si') strings.push(text);
        else if (name === 't') inText = false;
        else if (name === 'rPh') phonetic -= 1;
      });
      const onText = (value: string) => {
        if (inText && phonetic === 0) text += value;
      };
      parser.on('text', onText);
      parser.on('cdata', onText);
    });
    return strings;
  }

  /** The sheet's rows that hold a value, checked against the limits as they come. */
  private async sheetRows(part: string, shared: string[]): Promise<WorkbookRow[]> {
    const { maxRows, maxColumns, maxCellLength } = this.limits;
    const rows: WorkbookRow[] = [];
    let dataRows = 0;
    let rowNumber = 0;
    let cells = new Map<number, string>();
    let column = 0;
    let type = 'n';
    let value = '';
    let inline = '';
    /** Inside `<v>` (the value), or `<t>` of an inline string outside its phonetic runs. */
    let collecting: 'v' | 't' | undefined;
    let phonetic = 0;

    const cellText = (): string => {
      if (type === 's') return shared[Number(value)] ?? '';
      if (type === 'inlineStr') return inline;
      if (type === 'b') return value === '1' ? 'true' : value === '0' ? 'false' : value;
      if (type === 'e') return '';
      if (type === 'n' && value !== '') {
        const number = Number(value);
        return Number.isFinite(number) ? String(number) : value;
      }
      return value;
    };

    const found = await this.parse(part, (parser) => {
      parser.on('opentag', (tag) => {
        const name = local(tag.name);
        if (name === 'row') {
          const declared = Number(attribute(tag, 'r'));
          rowNumber = Number.isSafeInteger(declared) && declared > 0 ? declared : rowNumber + 1;
          cells = new Map();
          column = 0;
        } else if (name === 'c') {
          column = columnOf(attribute(tag, 'r')) ?? column + 1;
          type = attribute(tag, 't') ?? 'n';
          value = '';
          inline = '';
        } else if (name === 'v') collecting = 'v';
        else if (name === 't' && phonetic === 0) collecting = 't';
        else if (name === 'rPh') phonetic += tag.isSelfClosing ? 0 : 1;
      });
      parser.on('closetag', (tag) => {
        const name = local(tag.name);
        if (name === 'v' || name === 't') collecting = undefined;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'c') {
          const text = cellText();
          if (text === '') return;
          if (column > maxColumns) throw new LimitReached(`第 ${rowNumber} 行第 ${column} 列有内容，最多读取 ${maxColumns} 列`);
          if (text.length > maxCellLength) throw new LimitReached(`第 ${rowNumber} 行第 ${column} 列超过 ${maxCellLength} 个字符`);
          cells.set(column, text);
        } else if (name === 'row' && cells.size > 0) {
          if (rowNumber > 1 && ++dataRows > maxRows) throw new LimitReached(`一次最多导入 ${maxRows} 行`);
          rows.push({ rowNumber, cells });
        }
      });
      const onText = (text: string) => {
        if (collecting === 'v') value += text;
        else if (collecting === 't') inline += text;
      };
      parser.on('text', onText);
      parser.on('cdata', onText);
    });
    if (!found) throw new Error(`no sheet part ${part}`);
    return rows;
  }
}
