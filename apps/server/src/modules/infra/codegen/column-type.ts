import type { CodegenColumnFacts } from '../../../db/schema';

/*
 * A column's database type → what the generated module does with it, decided on purpose for each type of MySQL's and
 * PostgreSQL's vocabularies: the value on the wire and in Kysely, the PostgreSQL type of the migration's column, and
 * the default translated to PostgreSQL. A type with no faithful value here is left out of the module with a reason
 * (`omit`), never turned into text.
 */

export type ValueKind =
  | 'smallint'
  | 'integer'
  | 'bigint'
  | 'float'
  /** numeric/decimal whose whole part fits a double's exact digits: a number. */
  | 'decimal'
  /** numeric/decimal wider than that (or unbounded): a string, so no digit is lost. */
  | 'decimalText'
  | 'boolean'
  | 'text'
  | 'uuid'
  /** `YYYY-MM-DD`, read as text: no time zone can shift it. */
  | 'date'
  /** `HH:MM:SS`, read as text. */
  | 'time'
  /** Without time zone: epoch ms on the wire, written as UTC wall time (the driver reads it as UTC). */
  | 'timestamp'
  | 'timestamptz'
  | 'json'
  | 'enum'
  | 'array';

export interface MappedType {
  value: ValueKind;
  /** The PostgreSQL type of the migration's column. */
  ddl: string;
  /** An array's elements. */
  element: ValueKind | null;
  /** Characters of a varchar(n)/char(n). */
  maxLength: number | null;
  /** char(n): read back padded to n. */
  fixed: boolean;
  /** Digits after the point of a numeric(p,s). */
  scale: number | null;
  /** Whole digits a numeric(p,s) holds (p − s), null when unbounded. */
  wholeDigits: number | null;
  enumValues: string[] | null;
  /** Two values a test can write, for text-like types with a format of their own (inet, macaddr). */
  samples: [string, string] | null;
}

export type ColumnMapping = MappedType | { omit: string };

const mapped = (value: ValueKind, ddl: string, extra: Partial<MappedType> = {}): MappedType => ({
  value,
  ddl,
  element: null,
  maxLength: null,
  fixed: false,
  scale: null,
  wholeDigits: null,
  enumValues: null,
  samples: null,
  ...extra,
});

/** Whole digits a double holds exactly: a numeric(p,s) with p − s at most this is a number on the wire. */
const EXACT_WHOLE_DIGITS = 15;

function decimal(precision: string | undefined, scale: string | undefined): MappedType {
  if (precision === undefined) return mapped('decimalText', 'numeric');
  const p = Number(precision);
  const s = Number(scale ?? 0);
  const value = p <= EXACT_WHOLE_DIGITS ? 'decimal' : 'decimalText';
  return mapped(value, `numeric(${p},${s})`, { scale: s, wholeDigits: p - s });
}

const NOT_REPRESENTED: Array<[RegExp, string]> = [
  [/^(bytea|tinyblob|blob|mediumblob|longblob|binary|varbinary)\b/, '二进制数据（表单和 JSON 无法表示）'],
  [/^(geometry|point|linestring|polygon|multipoint|multilinestring|multipolygon|geometrycollection|line|lseg|box|path|circle)\b/, '几何类型'],
  [/^interval\b/, '时间间隔（interval）'],
  [/^money\b/, '货币类型（money，文本随数据库的区域设置而变）'],
  [/^(bit|bit varying|varbit)\b/, '位串（bit）'],
  [/^(xml|tsvector|tsquery)\b/, '全文检索或 XML 类型'],
];

/** The element of a PostgreSQL array this generator maps (bigint and numeric arrays would read as strings). */
const ARRAY_ELEMENTS: Record<string, ValueKind> = {
  text: 'text',
  'character varying': 'text',
  smallint: 'smallint',
  integer: 'integer',
  boolean: 'boolean',
  real: 'float',
  'double precision': 'float',
  uuid: 'uuid',
};

function postgresType(type: string, facts: CodegenColumnFacts): ColumnMapping {
  if (facts.enumValues) return mapped('enum', 'text', { enumValues: facts.enumValues });
  if (type.endsWith('[]')) {
    const element = (facts.elementType ?? type.slice(0, -2)).replace(/\(.*\)$/, '').trim();
    const kind = ARRAY_ELEMENTS[element];
    return kind ? mapped('array', type, { element: kind }) : { omit: `${element} 的数组` };
  }
  let m: RegExpExecArray | null;
  if (/^(smallint|int2)$/.test(type)) return mapped('smallint', 'smallint');
  if (/^(integer|int|int4)$/.test(type)) return mapped('integer', 'integer');
  if (/^(bigint|int8)$/.test(type)) return mapped('bigint', 'bigint');
  if (/^(real|float4)$/.test(type)) return mapped('float', 'real');
  if (/^(double precision|float8)$/.test(type)) return mapped('float', 'double precision');
  if ((m = /^(?:numeric|decimal)(?:\((\d+)(?:,(\d+))?\))?$/.exec(type))) return decimal(m[1], m[2]);
  if (/^(boolean|bool)$/.test(type)) return mapped('boolean', 'boolean');
  if ((m = /^(?:character varying|varchar)(?:\((\d+)\))?$/.exec(type))) return mapped('text', type, { maxLength: m[1] ? Number(m[1]) : null });
  if ((m = /^(?:character|char|bpchar)(?:\((\d+)\))?$/.exec(type))) return mapped('text', type, { maxLength: Number(m[1] ?? 1), fixed: true });
  if (/^(text|name|citext)$/.test(type)) return mapped('text', type);
  if (type === 'uuid') return mapped('uuid', 'uuid');
  if (type === 'date') return mapped('date', 'date');
  if (/^time(\(\d\))?( without time zone)?$/.test(type)) return mapped('time', type);
  if (/^timestamp(\(\d\))?( without time zone)?$/.test(type)) return mapped('timestamp', type);
  if (/^timestamp(\(\d\))? with time zone$/.test(type)) return mapped('timestamptz', type);
  if (type === 'json' || type === 'jsonb') return mapped('json', type);
  if (type === 'inet') return mapped('text', type, { samples: ['192.0.2.1', '192.0.2.2'] });
  if (type === 'cidr') return mapped('text', type, { samples: ['192.0.2.0/24', '198.51.100.0/24'] });
  if (type === 'macaddr') return mapped('text', type, { samples: ['08:00:2b:01:02:03', '08:00:2b:01:02:04'] });
  const refused = NOT_REPRESENTED.find(([pattern]) => pattern.test(type));
  return { omit: refused ? refused[1] : `未映射的类型 ${type}` };
}

function mysqlType(type: string, facts: CodegenColumnFacts): ColumnMapping {
  const unsigned = /\bunsigned\b/.test(type);
  const base = type.replace(/\s+(unsigned|zerofill|signed)\b/g, '').trim();
  let m: RegExpExecArray | null;
  if (facts.enumValues) return mapped('enum', 'text', { enumValues: facts.enumValues });
  if (/^(tinyint\(1\)|bit\(1\)|bool|boolean)$/.test(base)) return mapped('boolean', 'boolean');
  if (/^tinyint\b/.test(base)) return mapped('smallint', 'smallint');
  if (/^smallint\b/.test(base)) return unsigned ? mapped('integer', 'integer') : mapped('smallint', 'smallint');
  if (/^(mediumint)\b/.test(base)) return mapped('integer', 'integer');
  if (/^(int|integer)\b/.test(base)) return unsigned ? mapped('bigint', 'bigint') : mapped('integer', 'integer');
  if (/^bigint\b/.test(base)) return mapped('bigint', 'bigint');
  if (/^year\b/.test(base)) return mapped('smallint', 'smallint');
  if ((m = /^(?:decimal|numeric|dec|fixed)(?:\((\d+)(?:,(\d+))?\))?$/.exec(base))) return decimal(m[1] ?? '10', m[2] ?? '0');
  if (/^float\b/.test(base)) return mapped('float', 'real');
  if (/^(double|real)\b/.test(base)) return mapped('float', 'double precision');
  if ((m = /^varchar\((\d+)\)$/.exec(base))) return mapped('text', `varchar(${m[1]})`, { maxLength: Number(m[1]) });
  if ((m = /^char\((\d+)\)$/.exec(base))) return mapped('text', `char(${m[1]})`, { maxLength: Number(m[1]), fixed: true });
  if (/^(tinytext|text|mediumtext|longtext|set\b)/.test(base)) return mapped('text', 'text', { maxLength: base === 'tinytext' ? 255 : null });
  if (base === 'date') return mapped('date', 'date');
  if (/^time\b/.test(base)) return mapped('time', 'time');
  if (/^datetime\b/.test(base)) return mapped('timestamp', 'timestamp');
  if (/^timestamp\b/.test(base)) return mapped('timestamptz', 'timestamptz');
  if (base === 'json') return mapped('json', 'jsonb');
  const refused = NOT_REPRESENTED.find(([pattern]) => pattern.test(base));
  return { omit: refused ? refused[1] : `未映射的类型 ${base}` };
}

/** How the generator maps a column; facts of rows imported before the facts were read (migration 0029) are `{}` (a PostgreSQL column). */
export function mapColumnType(dataType: string, facts: CodegenColumnFacts): ColumnMapping {
  const type = dataType.toLowerCase().trim();
  return facts.dialect === 'mysql' ? mysqlType(type, facts) : postgresType(type, facts);
}

const LITERAL_WITH_CAST = /^('(?:[^']|'')*')::[a-z_"][\w ."]*(\(\d+(,\d+)?\))?(\[\])?$/i;

/** Arithmetic on number literals (`(1 + 2) * 3`): the same in PostgreSQL, and nothing else can be written with these characters. */
const ARITHMETIC = /^[\d\s.+\-*/()]+$/;

/** MySQL's function defaults with a PostgreSQL counterpart, by the value kind of their column. */
function mysqlFunctionDefault(source: string, type: MappedType): string | null {
  const call = /^([a-z_]+)(?:\(\d*\))?$/i.exec(source)?.[1]?.toLowerCase();
  if (call === 'uuid' || call === 'uuid_v4') return type.value === 'uuid' ? 'gen_random_uuid()' : type.value === 'text' ? 'gen_random_uuid()::text' : null;
  if (call === 'utc_timestamp') return type.value === 'timestamp' ? "(now() at time zone 'utc')" : type.value === 'timestamptz' ? 'CURRENT_TIMESTAMP' : null;
  if (call === 'curtime' || call === 'current_time') return type.value === 'time' ? 'LOCALTIME' : null;
  if (call === 'utc_date') return type.value === 'date' ? "((now() at time zone 'utc')::date)" : null;
  if (call === 'rand') return type.value === 'float' || type.value === 'decimal' || type.value === 'decimalText' ? 'random()' : null;
  if (call === 'unix_timestamp') return ['integer', 'bigint', 'decimal', 'decimalText', 'float'].includes(type.value) ? 'extract(epoch from now())::bigint' : null;
  if (ARITHMETIC.test(source) && /\d/.test(source) && ['smallint', 'integer', 'bigint', 'float', 'decimal', 'decimalText'].includes(type.value)) {
    // In parentheses, as PostgreSQL wants an expression default (MariaDB answers `(2 * 3)` as written).
    return /^\([^()]*\)$/.test(source) ? source : `(${source})`;
  }
  return null;
}

/**
 * The column's default as a PostgreSQL expression, or null when it has none — or none that PostgreSQL can run (a
 * MySQL function or expression without a counterpart: the column is then required on create, in both tables alike).
 */
export function postgresDefault(facts: CodegenColumnFacts, type: MappedType): string | null {
  const source = facts.default?.trim();
  if (!source || /^null$/i.test(source) || /^nextval\(/i.test(source)) return null;
  if (facts.dialect !== 'mysql') {
    // A literal cast to its column's type (`'a'::character varying`, `'x'::mood`): the literal, which the
    // migration's column takes whatever its type is named there.
    const literal = LITERAL_WITH_CAST.exec(source);
    return literal ? literal[1]! : source;
  }
  if (/^(current_timestamp|now|localtimestamp|localtime)(\(\d*\))?$/i.test(source)) return type.value === 'date' ? 'CURRENT_DATE' : 'CURRENT_TIMESTAMP';
  if (/^(curdate|current_date)(\(\))?$/i.test(source)) return 'CURRENT_DATE';
  if (/^'(?:[^'\\]|'')*'$/.test(source) && !['smallint', 'integer', 'bigint', 'float', 'decimal', 'decimalText', 'boolean'].includes(type.value)) return source;
  const bits = /^b'([01]+)'$/i.exec(source);
  const number = bits ? String(parseInt(bits[1]!, 2)) : /^'?(-?\d+(\.\d+)?)'?$/.exec(source)?.[1];
  if (number !== undefined) return type.value === 'boolean' ? (Number(number) === 0 ? 'false' : 'true') : number;
  if (/^'(?:[^'\\]|'')*'$/.test(source)) return source;
  return mysqlFunctionDefault(source, type);
}
