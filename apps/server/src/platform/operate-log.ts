import { primitiveText } from '@console/contracts/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fixedStatement } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewRow } from '../db/schema';
import { clientIp, userAgent } from './client-info';
import { redactAndCut, redactText } from './redact';
import { sensitiveField, type SensitiveField } from './sensitive-fields';

export const TYPE_BY_METHOD: Record<string, number> = { POST: 2, PUT: 3, DELETE: 4 };
/** Bounds of what one log row keeps of parameters or a change: enough to read, never a memory or stack risk. */
const MASK_LIMITS = { depth: 8, entries: 100, stringLength: 1000, nodes: 2000, chars: 16_000 } as const;

type Masker = SensitiveField['mask'];

/**
 * Request parameters and change records as logged: the fields of SENSITIVE_FIELDS masked (secrets replaced,
 * identity numbers shown as the export shows them), secrets inside other text redacted (redact.ts), everything
 * else as it was, within MASK_LIMITS. Nesting
 * beyond the depth limit becomes a placeholder, so a 20,000-level object costs eight levels of recursion
 * here and nothing in JSON.stringify afterwards.
 */
export function maskParams(value: unknown): unknown {
  const budget = { nodes: MASK_LIMITS.nodes, chars: MASK_LIMITS.chars };
  return maskValue(value, 0, undefined, budget);
}

interface Budget {
  nodes: number;
  chars: number;
}

function maskValue(value: unknown, depth: number, masker: Masker | undefined, budget: Budget): unknown {
  if (--budget.nodes < 0) return '…';
  if (typeof value === 'string') {
    if (masker) return masker(value);
    const keep = Math.min(value.length, MASK_LIMITS.stringLength, Math.max(budget.chars, 0));
    budget.chars -= keep;
    // A secret inside a value (a data source's URL, a channel's JSON config) goes as well as one named as such.
    return keep < value.length ? `${redactAndCut(value, keep)}…` : redactText(value);
  }
  if (value === null || typeof value !== 'object') return masker && value !== undefined ? masker(primitiveText(value)) : value;
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= MASK_LIMITS.depth) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MASK_LIMITS.entries).map((v) => maskValue(v, depth + 1, masker, budget));
    if (value.length > MASK_LIMITS.entries) items.push(`… ${value.length - MASK_LIMITS.entries} more`);
    return items;
  }
  // No prototype: a key named __proto__ stays a key.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (++count > MASK_LIMITS.entries || budget.nodes <= 0) {
      out['…'] = 'more';
      break;
    }
    // Under a sensitive key every value is masked, however deep (`idCards: [...]`, `password: {…}`).
    out[key] = maskValue((value as Record<string, unknown>)[key], depth + 1, sensitiveField(key)?.mask ?? masker, budget);
  }
  return out;
}

function resultOf(payload: unknown): { code: number; msg: string; data: string } {
  if (typeof payload !== 'string') return { code: 0, msg: '', data: '' }; // a stream: an export that started
  try {
    const body = JSON.parse(payload) as { code?: number; msg?: string; data?: unknown };
    return { code: body.code ?? 0, msg: body.msg ?? '', data: JSON.stringify(maskParams(body.data ?? null)).slice(0, 4000) };
  } catch {
    return { code: 0, msg: '', data: '' };
  }
}

/**
 * Records the row before and after an update or delete, for the operate log's detail view.
 * Route handlers call it with what they read before and after the write.
 */
export function noteChange(request: FastifyRequest, change: { before?: unknown; after?: unknown }): void {
  request.operateChange = change;
}

/** The original's OperateTypeEnum.GET: a read, logged only while a platform admin visits another tenant. */
const TYPE_READ = 1;

function operateType(request: FastifyRequest): number | undefined {
  const meta = request.routeOptions.config.operateLog;
  // A visit to another tenant is logged whatever the request (the read-only ones too).
  if (request.loginUser?.homeTenantId !== undefined) return meta?.type ?? TYPE_BY_METHOD[request.method] ?? TYPE_READ;
  if (meta?.enabled === false) return undefined;
  return meta?.type ?? TYPE_BY_METHOD[request.method];
}

/** What the row's `exts` keeps: the change a write noted, and the tenant a visit acted in. */
function extsOf(request: FastifyRequest): string | null {
  const visit = request.loginUser?.homeTenantId !== undefined ? { visitTenantId: request.loginUser.tenantId } : {};
  if (!request.operateChange && !('visitTenantId' in visit)) return null;
  return JSON.stringify({ ...visit, ...(request.operateChange ? (maskParams(request.operateChange) as object) : {}) });
}

const LOG_COLUMNS = [
  'tenantId',
  'userId',
  'traceId',
  'module',
  'name',
  'type',
  'requestMethod',
  'requestUrl',
  'userIp',
  'userAgent',
  'javaMethod',
  'javaMethodArgs',
  'startTime',
  'duration',
  'resultCode',
  'resultMsg',
  'resultData',
  'exts',
  'creator',
  'updater',
] as const;
type LogRow = { [K in (typeof LOG_COLUMNS)[number]]: NewRow<'system_operate_log'>[K] };

/** One row per write, every request alike: compiled once (db/compiled-query.ts). */
const insertLogRow = fixedStatement((db: Db, row: LogRow) => db.insertInto('system_operate_log').values(row), [LOG_COLUMNS]);

/**
 * Every write through the API leaves an operate-log row (reference §3.3 system_operate_log): module
 * and name come from the route schema's tag and summary, the type from the method or the route.
 * Written before the response leaves, so a client that sees the answer can see the log.
 */
export function registerOperateLog(app: FastifyInstance): void {
  app.decorateRequest('operateChange', null);
  app.addHook('onSend', async (request, _reply, payload) => {
    const user = request.loginUser;
    const type = operateType(request);
    if (!user || type === undefined || request.is404) return payload;
    const schema = request.routeOptions.schema ?? {};
    const result = resultOf(payload);
    try {
      await insertLogRow.execute(app.db, {
        // A visit is logged in the visitor's own tenant, where their user is.
        tenantId: user.homeTenantId ?? user.tenantId,
        userId: user.id,
        traceId: request.id,
        module: String(schema.tags?.[0] ?? '').slice(0, 50),
        name: String(schema.summary ?? request.routeOptions.url ?? '').slice(0, 50),
        type,
        requestMethod: request.method,
        requestUrl: (request.routeOptions.url ?? request.url).slice(0, 255),
        userIp: clientIp(request),
        userAgent: userAgent(request, 200),
        javaMethod: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 512),
        javaMethodArgs: JSON.stringify(maskParams({ query: request.query, body: request.body })).slice(0, 8000),
        startTime: new Date(Date.now() - (performance.now() - request.startedAt)),
        duration: Math.round(performance.now() - request.startedAt),
        resultCode: result.code,
        resultMsg: redactAndCut(result.msg, 512),
        resultData: result.code === 0 ? result.data : '',
        exts: extsOf(request),
        creator: String(user.id),
        updater: String(user.id),
      });
    } catch (err) {
      request.log.error({ err }, 'failed to write the operate log');
    }
    return payload;
  });
}
