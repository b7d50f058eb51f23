import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIp, userAgent } from './client-info';

const TYPE_BY_METHOD: Record<string, number> = { POST: 2, PUT: 3, DELETE: 4 };
const SECRET_KEYS = /pass(word)?$|token$|secret|captcha|pointjson/i;

/** Request parameters as logged: secrets masked, size bounded. */
export function maskParams(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') {
    return typeof value === 'string' && value.length > 1000 ? `${value.slice(0, 1000)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskParams(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEYS.test(k) && typeof v !== 'object' ? '******' : maskParams(v, depth + 1),
    ]),
  );
}

function resultOf(payload: unknown): { code: number; msg: string; data: string } {
  if (typeof payload !== 'string') return { code: 0, msg: '', data: '' }; // a stream: an export that started
  try {
    const body = JSON.parse(payload) as { code?: number; msg?: string; data?: unknown };
    return { code: body.code ?? 0, msg: body.msg ?? '', data: JSON.stringify(body.data ?? null).slice(0, 4000) };
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

function operateType(request: FastifyRequest): number | undefined {
  const meta = request.routeOptions.config.operateLog;
  if (meta?.enabled === false) return undefined;
  return meta?.type ?? TYPE_BY_METHOD[request.method];
}

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
      await app.db
        .insertInto('system_operate_log')
        .values({
          tenantId: user.tenantId,
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
          resultMsg: result.msg.slice(0, 512),
          resultData: result.code === 0 ? result.data : '',
          exts: request.operateChange ? JSON.stringify(maskParams(request.operateChange)) : null,
          creator: String(user.id),
          updater: String(user.id),
        })
        .execute();
    } catch (err) {
      request.log.error({ err }, 'failed to write the operate log');
    }
    return payload;
  });
}
