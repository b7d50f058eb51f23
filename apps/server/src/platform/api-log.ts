import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { copyText, copyTimestamp } from '../db/copy-text';
import type { Db, DatabaseHandle } from '../db/database';
import { clientIp, userAgent } from './client-info';
import { maskParams, TYPE_BY_METHOD } from './operate-log';
import { redactAndCut, redactText } from './redact';

const APPLICATION = 'console-server';
/** Admin users are user type 2 in the original (1 is a member of the mall). */
const ADMIN_USER_TYPE = 2;
const READ_TYPE = 1;

/**
 * One request as the access log keeps it until its batch is written: a flat tuple of primitives in the order of
 * ACCESS_COLUMNS, the cheapest thing to build in a hook; the batch is serialised once, when it is written.
 */
export type AccessEntry = [
  ...Asker,
  operateModule: string,
  operateName: string,
  operateType: number,
  beginTime: number,
  endTime: number,
  duration: number,
  resultCode: number,
  resultMsg: string,
];

/** Who asked what: the columns the access log and the error log share. */
type Asker = [
  tenantId: number,
  traceId: string,
  userId: number,
  userType: number,
  requestMethod: string,
  requestUrl: string,
  requestParams: string,
  userIp: string,
  userAgent: string,
];

type Field = AccessEntry[number];
const number = (value: Field) => String(value);
const text = (value: Field) => copyText(String(value));
/** Times are kept as epoch milliseconds. */
const time = (value: Field) => copyTimestamp(Number(value));

/** Each column of an AccessEntry with how its value becomes a field of COPY's text format. */
const ACCESS_COLUMNS: Array<[column: string, field: (value: Field) => string]> = [
  ['tenant_id', number],
  ['trace_id', text],
  ['user_id', number],
  ['user_type', number],
  ['request_method', text],
  ['request_url', text],
  ['request_params', text],
  ['user_ip', text],
  ['user_agent', text],
  ['operate_module', text],
  ['operate_name', text],
  ['operate_type', number],
  ['begin_time', time],
  ['end_time', time],
  ['duration', number],
  ['result_code', number],
  ['result_msg', text],
];
const COPY_COLUMNS = ['application_name', ...ACCESS_COLUMNS.map(([column]) => column)];
const FIELDS = ACCESS_COLUMNS.map(([, field]) => field);

function copyLine(entry: AccessEntry): string {
  let line = APPLICATION;
  for (let i = 0; i < FIELDS.length; i++) line += `\t${FIELDS[i]!(entry[i]!)}`;
  return `${line}\n`;
}

/**
 * Access-log entries wait here and go to the database in one COPY per batch: off the request's path (written after
 * the answer has left) and a fraction of a statement per request. COPY costs PostgreSQL about half the time per row
 * of an insert that unpacks a parameter (measured: 3.5 against 6.5–7.9 µs a row). A batch goes when it is full or a
 * second old, and on close. Entries of a batch whose write fails are dropped with one log line, never retried. While
 * the database is behind (a long lock on the table, a stalled server), at most `maxWaitingBatches` batches wait in
 * memory; later ones are dropped and counted, and one warning says how many rows were lost once a write finishes.
 */
export class AccessLogBuffer {
  private entries: AccessEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** Batches handed to the write chain and not yet written (the one being written included). */
  private waitingBatches = 0;
  private droppedRows = 0;
  /** Rows written, and rows lost (dropped while the database was behind, or in a refused batch), since start. */
  writtenTotal = 0;
  lostTotal = 0;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'copyRows'>,
    private readonly log: FastifyBaseLogger,
    private readonly maxRows = 1000,
    private readonly maxWaitMs = 1000,
    private readonly maxWaitingBatches = 20,
  ) {}

  push(entry: AccessEntry): void {
    this.entries.push(entry);
    if (this.entries.length >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.maxWaitMs).unref();
  }

  /** Writes what is waiting; resolves once every entry pushed before the call is in the database, or dropped. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.entries;
    this.entries = [];
    if (batch.length === 0) return this.flushing;
    if (this.waitingBatches >= this.maxWaitingBatches) {
      this.droppedRows += batch.length;
      this.lostTotal += batch.length;
      return this.flushing;
    }
    this.waitingBatches++;
    this.flushing = this.flushing.then(async () => {
      try {
        await this.database.copyRows('infra_api_access_log', COPY_COLUMNS, batch.map(copyLine).join(''));
        this.writtenTotal += batch.length;
      } catch (err) {
        this.lostTotal += batch.length;
        this.log.error({ err, rows: batch.length }, 'API access log batch lost');
      } finally {
        this.waitingBatches--;
      }
      if (this.droppedRows > 0) {
        this.log.warn({ rows: this.droppedRows }, 'API access log rows dropped while the database was behind');
        this.droppedRows = 0;
      }
    });
    return this.flushing;
  }
}

/** Parameters of a request with no query and no body, the commonest case, serialised once. */
const NO_PARAMS = JSON.stringify(maskParams({ query: {} }));

function paramsText(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  if (request.body === undefined && query !== undefined && isEmpty(query)) return NO_PARAMS;
  return JSON.stringify(maskParams({ query, body: request.body })).slice(0, 8000);
}

function isEmpty(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

function askerOf(request: FastifyRequest): Asker {
  const user = request.loginUser;
  return [request.tenantId, request.id, user?.id ?? 0, user ? ADMIN_USER_TYPE : 0, request.method, urlPath(request), paramsText(request), clientIp(request), userAgent(request, 512)];
}

function requestFields(request: FastifyRequest) {
  const [tenantId, traceId, userId, userType, requestMethod, requestUrl, requestParams, userIp, userAgentText] = askerOf(request);
  return { tenantId, traceId, userId, userType, applicationName: APPLICATION, requestMethod, requestUrl, requestParams, userIp, userAgent: userAgentText };
}

function urlPath(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return redactAndCut(query < 0 ? url : url.slice(0, query), 255);
}

/** What the access log reads from a route's schema and config, worked out once per route. */
type RouteFacts = [module: string, name: string, type: number | undefined];
const routeFactsCache = new WeakMap<object, RouteFacts>();

function routeFacts(request: FastifyRequest): RouteFacts {
  const { config, schema } = request.routeOptions;
  let facts = routeFactsCache.get(config);
  if (!facts) {
    facts = [String(schema?.tags?.[0] ?? '').slice(0, 50), String(schema?.summary ?? '').slice(0, 50), config.operateLog?.type];
    routeFactsCache.set(config, facts);
  }
  return facts;
}

function accessEntry(request: FastifyRequest, endedAt: number): AccessEntry {
  const [module, name, type] = routeFacts(request);
  const duration = Math.round(endedAt - request.startedAt);
  const end = Date.now();
  return [
    ...askerOf(request),
    module,
    name,
    type ?? TYPE_BY_METHOD[request.method] ?? READ_TYPE,
    end - duration,
    end,
    duration,
    request.resultCode,
    redactAndCut(request.resultMsg, 512),
  ];
}

/** The first frame of a stack that is ours (not node_modules or Node's own), as the original records it. */
function originOf(stack: string): { file: string; method: string; line: number } {
  for (const line of stack.split('\n').slice(1)) {
    const match = /at (?:(\S+) )?\(?(.+?):(\d+):\d+\)?$/.exec(line.trim());
    if (match && !match[2]!.includes('node_modules') && !match[2]!.startsWith('node:')) {
      return { method: (match[1] ?? '').slice(0, 512), file: match[2]!.slice(-512), line: Number(match[3]) };
    }
  }
  return { file: '', method: '', line: 0 };
}

function rootCause(error: Error): Error {
  let cause: unknown = error;
  for (let depth = 0; depth < 10 && cause instanceof Error && cause.cause instanceof Error; depth++) cause = cause.cause;
  return cause as Error;
}

async function writeErrorLog(db: Db, request: FastifyRequest, error: Error): Promise<void> {
  const stack = error.stack ?? String(error);
  const origin = originOf(stack);
  await db
    .insertInto('infra_api_error_log')
    .values({
      ...requestFields(request),
      exceptionTime: new Date(),
      exceptionName: error.name.slice(0, 128),
      exceptionMessage: redactText(error.message),
      exceptionRootCauseMessage: redactText(rootCause(error).message),
      exceptionStackTrace: redactAndCut(stack, 16_000),
      exceptionClassName: (error.constructor?.name ?? error.name).slice(0, 512),
      exceptionFileName: origin.file,
      exceptionMethodName: origin.method,
      exceptionLineNumber: origin.line,
    })
    .execute();
}

/**
 * Every request of the scope leaves an access-log row (unless API_ACCESS_LOG is off), and every unexpected error an
 * error-log row, both once the answer has left: a slow or failing log write never delays or breaks an answer.
 */
export function registerApiLog(scope: FastifyInstance, buffer: AccessLogBuffer | undefined): void {
  scope.addHook('onResponse', async (request) => {
    const endedAt = performance.now();
    if (buffer && !request.is404) buffer.push(accessEntry(request, endedAt));
    if (request.unexpectedError) {
      await writeErrorLog(scope.db, request, request.unexpectedError).catch((err: unknown) => request.log.error({ err }, 'API error log not written'));
    }
  });
}
