import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Hand-made .xlsx files for the import's limits: each part is deflated as it is generated, so a test can make a file
 * that is small compressed and huge inflated (one cell of 64 MiB, millions of rows) without holding it in memory.
 */

/** A part's text, given in pieces (a generator can yield millions of rows). */
type Pieces = () => Iterable<string>;

interface Part {
  name: string;
  pieces: Pieces;
  /** A size to declare in the zip headers instead of the true one (a lying archive). */
  declaredSize?: number;
}

async function deflatePart(pieces: Pieces): Promise<{ data: Buffer; crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  const out: Buffer[] = [];
  function* bytes() {
    // Pieces are batched into ~1 MiB buffers: millions of tiny writes would be slow.
    let batch: string[] = [];
    let batchLength = 0;
    const flush = () => {
      const buffer = Buffer.from(batch.join(''), 'utf8');
      crc = zlib.crc32(buffer, crc);
      size += buffer.length;
      batch = [];
      batchLength = 0;
      return buffer;
    };
    for (const piece of pieces()) {
      batch.push(piece);
      batchLength += piece.length;
      if (batchLength >= 1 << 20) yield flush();
    }
    yield flush();
  }
  await pipeline(Readable.from(bytes()), zlib.createDeflateRaw({ level: 6 }), async (deflated: AsyncIterable<Buffer>) => {
    for await (const chunk of deflated) out.push(chunk);
  });
  return { data: Buffer.concat(out), crc: crc >>> 0, size };
}

/** A zip of deflated parts (no zip64: every part here stays under 4 GiB). */
async function zip(parts: Part[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflatePart(part.pieces);
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const once = (text: string): Pieces => () => [text];
function* wrapped(open: string, inner: Pieces, close: string) {
  yield open;
  yield* inner();
  yield close;
}

/** XML-escaped text for a cell. */
export const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell holding an inline string (`ref` like `B7`). */
export const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`;

/** A row of inline-string cells from column A. */
export const inlineRow = (rowNumber: number, values: string[]) =>
  `<row r="${rowNumber}">${values.map((value, i) => inlineCell(`${String.fromCharCode(65 + i)}${rowNumber}`, value)).join('')}</row>`;

/**
 * An .xlsx whose first sheet's `<sheetData>` holds `rows` (XML, in pieces) and, when given, a shared strings table of
 * `sharedStrings` (`<si>` items, in pieces). `declaredSheetSize` makes the zip lie about the sheet's inflated size.
 */
export function hostileXlsx(options: { rows: Pieces; sharedStrings?: Pieces; declaredSheetSize?: number }): Promise<Buffer> {
  const parts: Part[] = [
    {
      name: '[Content_Types].xml',
      pieces: once(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      pieces: once(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      pieces: once(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: once(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
  ];
  if (options.sharedStrings) {
    const items = options.sharedStrings;
    parts.push({ name: 'xl/sharedStrings.xml', pieces: () => wrapped(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">`, items, '</sst>') });
  }
  const rows = options.rows;
  parts.push({
    name: 'xl/worksheets/sheet1.xml',
    pieces: () => wrapped(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`, rows, '</sheetData></worksheet>'),
    declaredSize: options.declaredSheetSize,
  });
  return zip(parts);
}
