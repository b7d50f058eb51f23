/** The TypeBox building blocks of every module's request and response schemas (server validation, web types). */
import { Type, type TSchema } from 'typebox';
import { Envelope, PageParams } from './envelope';

export { Envelope };

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

type IntegerOptions = NonNullable<Parameters<typeof Type.Integer>[0]>;
type NumberOptions = NonNullable<Parameters<typeof Type.Number>[0]>;

/*
 * Every number a request carries is bounded, here: JSON numbers have no limit (1e308, a 400-digit number that reads
 * as Infinity), and an unbounded one reaches a Date, an `int` column or arithmetic as a 500. The blocks below name
 * the ranges; `options` may narrow a range or describe the field, never widen it past the block's purpose.
 */

/** Ids are bigint in the database; past 2^53 they are not exact in JSON either (Infinity or larger: a 400). */
export const Id = (description = '编号') => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });
/** An id where 0 also has a meaning (the root of a tree, the database's own file config, the anonymous user). */
export const IdOrZero = (description = '编号') => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });
/** A whole number exact in JSON and in a `bigint` column. */
export const SafeInteger = (options: IntegerOptions = {}) => Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, ...options });
/** A number that may have decimals, within the same range (rates and free values; a field narrows it further). */
export const SafeNumber = (options: NumberOptions = {}) => Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, ...options });
/** A value of an `int` column: counts, versions, codes, durations. */
export const Int32 = (options: IntegerOptions = {}) => Type.Integer({ minimum: -2147483648, maximum: 2147483647, ...options });
/** A value of a `smallint` column (MySQL's tinyint is read into one): statuses, types, small counts. */
export const Int16 = (options: IntegerOptions = {}) => Type.Integer({ minimum: -32768, maximum: 32767, ...options });
/** The display order of every sorted entity (an `int` column). */
export const Sort = Int32({ description: '显示顺序' });
/** An amount of money in fen (分), at most 1 000 000 000 yuan. */
export const AmountFen = (description: string) => Type.Integer({ minimum: 1, maximum: 100_000_000_000, description });

/** 9999-12-31T23:59:59.999Z: the last instant both a JavaScript Date and a PostgreSQL timestamp hold as a 4-digit year. */
export const MAX_EPOCH_MS = 253_402_300_799_999;
/** An instant as epoch milliseconds, 1970 to the end of year 9999 (past it `new Date()` is invalid or PostgreSQL refuses it). */
export const EpochMs = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS, description });
/** `?id=` on get/delete. */
export const IdQuery = Type.Object({ id: Id() });
/** Ids of the few tables whose key is a 4-byte `serial` (infra_config, as the reference's `int`). */
export const Int4Id = (description = '编号') => Type.Integer({ minimum: 1, maximum: 2147483647, description });
export const Int4IdQuery = Type.Object({ id: Int4Id() });
/** `?ids=1&ids=2` on list-by-ids routes, at most 200. */
/** At most this many ids in a comma-separated list (IdListText). */
export const MAX_ID_LIST = 100;
/** `ids=1,2,3`, as the Vue 3 admin UI sends a list (`ids.join(',')`); the server parses it (platform/id-list.ts). */
export const IdListText = Type.String({ pattern: '^[0-9]{1,16}(,[0-9]{1,16})*$', maxLength: 17 * MAX_ID_LIST, description: `编号，逗号分隔，至多 ${MAX_ID_LIST} 个` });

/** An id list as either client sends it: `ids=1,2` (the Vue 3 UI) or `ids=1&ids=2` (Spring reads both). */
export const IdListParam = Type.Union([IdListText, Type.Array(IdListText, { maxItems: MAX_ID_LIST })]);

export const IdsQuery = Type.Object({ ids: Type.Array(Id(), { maxItems: 200 }) });

/** PostgreSQL text cannot hold U+0000: refused here as a 400 naming the field, not a 500. */
const NO_NUL = '^[^\\u0000]*$';
export const Text = (options: NonNullable<Parameters<typeof Type.String>[0]>) => Type.String({ pattern: NO_NUL, ...options });

/**
 * `pageNo`/`pageSize` of every page route, spread into its query: the contract's bounds (pageSize 1..100 as the
 * reference, pageNo 1..1 000 000), so one bound holds everywhere and the offset stays small and exact.
 */
export const Paging = PageParams.properties;

/** Envelopes whose data is `true` (update/delete) or a new id (create). */
export const OkTrue = Envelope(Type.Boolean());
export const OkId = Envelope(Type.Integer());

/** `createTime[0]`/`createTime[1]` as 'yyyy-MM-dd HH:mm:ss' (or epoch ms); parsed by parseDateRange. */
export const DateRange = Type.Array(Type.String({ maxLength: 30 }), { minItems: 2, maxItems: 2 });

/** Status of most entities: common_status 0 enabled, 1 disabled. */
export const Status = Type.Integer({ minimum: 0, maximum: 1, description: '状态，见 common_status 字典' });

/** Bodies ignore fields they do not know (the reference UI posts whole rows back), but never store them. */
export const Body = <T extends Record<string, TSchema>>(props: T) => Type.Object(props, { additionalProperties: false });
