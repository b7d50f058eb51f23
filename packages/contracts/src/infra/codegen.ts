import { Type, type TLiteral, type TUnion } from 'typebox';
import { Body, DateRange, Id, IdOrZero, Nullable, Paging, Text } from '../schema';
import { HTML_TYPES, JAVA_TYPES, LIST_CONDITIONS } from '../codes';

/*
 * 代码生成 (/infra/codegen/*, devtools reference §2). Field names and the Java-flavoured vocabulary (javaType,
 * javaField) are the original's wire names: its UI reads and writes them. Our generator reads javaType as a value
 * kind (Long/Integer → integer, BigDecimal/Double → number, Date → epoch ms, Boolean, String).
 */

// The vocabulary's plain constants live in ../codes (the web app imports them as values, without TypeBox).
export { CodegenScene, CodegenTemplateType, HTML_TYPES, JAVA_TYPES, LIST_CONDITIONS, type HtmlType, type JavaType, type ListCondition } from '../codes';

/** The most columns a definition holds (a 500-column preview is still quick). */
export const CODEGEN_MAX_COLUMNS = 500;

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/** One of the given strings (an anyOf of literals), typed as their union: `Type.Union(list.map(...))` types as never. */
function OneOf<const T extends readonly string[]>(values: T): TUnion<Literals<T>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<Literals<T>>;
}

export const DbTableQuery = Type.Object({
  dataSourceConfigId: IdOrZero('数据源配置的编号'),
  name: Type.Optional(Text({ maxLength: 200 })),
  comment: Type.Optional(Text({ maxLength: 500 })),
});
export const DbTableRow = Type.Object({ name: Type.String(), comment: Type.String() });

const Name = (maxLength: number, description: string) => Text({ minLength: 1, maxLength, description });

/** `tableComments` is ours: comments for tables that have none in the database (the original refuses those). */
export const CodegenCreateList = Body({
  dataSourceConfigId: IdOrZero('数据源配置的编号'),
  tableNames: Type.Array(Name(200, '表名'), { minItems: 1, maxItems: 50 }),
  tableComments: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Text({ maxLength: 500 }), { maxProperties: 50 })),
});

export const CodegenTableRow = Type.Object({
  id: Type.Integer(),
  dataSourceConfigId: Type.Integer(),
  scene: Type.Integer(),
  tableName: Type.String(),
  tableComment: Type.String(),
  remark: Nullable(Type.String()),
  moduleName: Type.String(),
  businessName: Type.String(),
  className: Type.String(),
  classComment: Type.String(),
  author: Type.String(),
  templateType: Type.Integer(),
  /** 前端类型 (the Vue 3 UI's field): always 90, React + Ant Design. */
  frontType: Type.Integer(),
  parentMenuId: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});

export const CodegenColumnRow = Type.Object({
  id: Type.Integer(),
  tableId: Type.Integer(),
  columnName: Type.String(),
  dataType: Type.String(),
  columnComment: Type.String(),
  nullable: Type.Boolean(),
  primaryKey: Type.Boolean(),
  /** A string on the wire, as the original's VO declares it. */
  autoIncrement: Type.String(),
  ordinalPosition: Type.Integer(),
  javaType: Type.String(),
  javaField: Type.String(),
  dictType: Type.String(),
  example: Nullable(Type.String()),
  createOperation: Type.Boolean(),
  updateOperation: Type.Boolean(),
  listOperation: Type.Boolean(),
  listOperationCondition: Type.String(),
  listOperationResult: Type.Boolean(),
  htmlType: Type.String(),
  /** Why the generated module leaves this column out (a type it cannot represent), null when it is in. */
  omitReason: Nullable(Type.String()),
  /** Why the generated page has no filter for this column (JSON and arrays), null when 查询 can add one. */
  noFilterReason: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const CodegenDetail = Type.Object({ table: CodegenTableRow, columns: Type.Array(CodegenColumnRow) });

export const CodegenTableFilter = Type.Object({
  tableName: Type.Optional(Text({ maxLength: 200 })),
  tableComment: Type.Optional(Text({ maxLength: 500 })),
  createTime: Type.Optional(DateRange),
});
export const CodegenTablePageQuery = Type.Object({ ...Paging, ...CodegenTableFilter.properties });
/** GET /table/list: the definitions of one data source (0: the console's own database). */
export const CodegenTableListQuery = Type.Object({ dataSourceConfigId: IdOrZero('数据源配置编号') });
export const TableIdQuery = Type.Object({ tableId: Id('表定义编号') });
/**
 * GET /preview. Without `exactPaths`, as the pinned UI asks: a file whose suffix its highlighter lacks (`.tsx`) is
 * named with its language added (`index.tsx.typescript`); `exactPaths=true` (the console) answers the paths as
 * download zips them.
 */
export const CodegenPreviewQuery = Type.Object({
  tableId: Id('表定义编号'),
  exactPaths: Type.Optional(Type.Boolean({ description: '按下载时的路径返回（不为原版 UI 的代码高亮追加语言后缀）' })),
});

/**
 * PUT /update. The pinned UI posts the whole detail back (ids, times, dataSourceConfigId, `params`): what this body
 * does not name is ignored; a table's data source and a column's database facts (name, type, key) are not editable.
 */
export const CodegenTableUpdate = Body({
  id: Id('表定义编号'),
  scene: Type.Integer({ minimum: 1, maximum: 2, description: '生成场景' }),
  tableName: Name(200, '表名称'),
  tableComment: Name(500, '表描述'),
  remark: Type.Optional(Nullable(Text({ maxLength: 500 }))),
  // The names that become code are checked by the server's one rule (codegen/names.ts), which names what it refuses.
  moduleName: Name(30, '模块名'),
  businessName: Name(30, '业务名'),
  className: Name(100, '类名称'),
  classComment: Name(50, '类描述'),
  author: Name(50, '作者'),
  templateType: Type.Integer({ minimum: 1, maximum: 2, description: '生成模板' }),
  // The Vue 3 UI's 生成信息 requires it; the only front end this generator writes is 90 (React + Ant Design).
  frontType: Type.Optional(Nullable(Type.Integer({ minimum: 90, maximum: 90, description: '前端类型（90：React + Ant Design）' }))),
  parentMenuId: Type.Optional(Nullable(IdOrZero('上级菜单'))),
});

export const CodegenColumnUpdate = Body({
  id: Id('字段编号'),
  columnComment: Name(500, '字段描述'),
  nullable: Type.Boolean(),
  javaType: OneOf(JAVA_TYPES),
  javaField: Name(64, 'java属性'),
  dictType: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  example: Type.Optional(Nullable(Text({ maxLength: 64 }))),
  createOperation: Type.Boolean(),
  updateOperation: Type.Boolean(),
  listOperation: Type.Boolean(),
  listOperationCondition: OneOf([...LIST_CONDITIONS, '<>']),
  listOperationResult: Type.Boolean(),
  htmlType: OneOf([...HTML_TYPES, 'imageUpload', 'fileUpload']),
});

export const CodegenUpdate = Body({
  table: CodegenTableUpdate,
  columns: Type.Array(CodegenColumnUpdate, { maxItems: CODEGEN_MAX_COLUMNS }),
});

export const CodegenPreviewFile = Type.Object({ filePath: Type.String(), code: Type.String() });
