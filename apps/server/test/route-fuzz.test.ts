import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EPOCH_MS } from '@console/contracts/schema';
import { isApiUrl } from '../src/platform/api-prefix';
import { merchantClientToken } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { mulberry32 as prng } from '../src/platform/prng';

/**
 * A fuzz pass over every route under /admin-api and /app-api (and the slider captcha at the root), every method, as an
 * anonymous caller, as the admin and, under /app-api, as a merchant's OAuth2 client:
 * garbage and over-long path parameters, malformed and huge query strings, bodies that are not what their
 * content type says, bad multipart, deep JSON, numbers out of range, unicode oddities. Every answer must be
 * HTTP 200 with an envelope `{code, msg, data}` whose code is not 500; the only other answer allowed is a
 * download (a spreadsheet or a database document: an export whose parameters happened to be valid).
 *
 * The cases are drawn from a fixed seed, a bounded number per route and caller, so a run is repeatable and
 * takes seconds; change SEED to explore other corners. A new route is walked as soon as it exists.
 */

/** Fixed, so CI runs are repeatable; FUZZ_SEED / FUZZ_CASES explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_0010);
/** Cases per route and caller, drawn from that route's list (which has 100–1000). */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 40);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  patternProperties?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
}
interface RouteEntry {
  method: string | string[];
  url: string;
  schema?: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}
interface Case {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}


const LONG = 'a'.repeat(100_000);

/** Path parameter values, already percent-encoded as a client would put them in the URL. */
const PATH_VALUES = [
  'x'.repeat(10_240),
  '%00',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '-1',
  '99999999999999999999999',
  '1e309',
  '%E2%80%AE%F0%9F%98%80',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%20',
  "'%3B%20drop%20table%20system_users%3B--",
];

/** Query-string values (percent-encoded), for a named field. */
const QUERY_VALUES = [
  '%00',
  LONG,
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  'true',
  '',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%EF%BB%BF',
  'a%CC%81%CC%81%CC%81',
  '2020-13-45%2025%3A61%3A61',
  '%zz',
];

/** Whole query strings, whatever the route's fields. */
const QUERY_STRINGS = [
  'a[b][c][d][e][f][g][h]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  `x=${LONG}`,
  Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&'),
  'pageNo=1&pageSize=100000',
  'pageNo=99999999&pageSize=100',
  '&&&==&=&',
  '%zz=%zz',
  'a=%00',
  '[]=1&[a]=2',
  'createTime[0]=garbage&createTime[1]=2020-13-45%2025:61:61',
  'createTime[]=1&createTime[]=2&createTime[]=3&createTime[]=4',
];

/** Raw JSON tokens for a body field: numbers out of range and oddities JSON.stringify cannot produce. */
const RAW_JSON_VALUES = [
  '1e400',
  '-1e400',
  '1e308',
  `1${'0'.repeat(399)}`,
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '-0',
  '1.5',
  '1E-400',
  '""',
  '" "',
  '"\\ud800"',
  '"\\udfff x"',
  '"\\u202eevil"',
  '"\\u200b"',
  '"\\ufeff"',
  '"\\uffff"',
  '"a\\u0301\\u0301\\u0301"',
  JSON.stringify('😀'.repeat(300)),
  JSON.stringify('x'.repeat(10_240)),
  '"\\u0000"',
  'null',
  'true',
  '[]',
  '{}',
  '[1,"a",null]',
  '{"nested":{"deep":[1]}}',
  '"1; drop table system_users; --"',
  '"<script>alert(1)</script>"',
  '"2020-13-45 25:61:61"',
  '"NaN"',
  `[${Array.from({ length: 5000 }, (_, i) => i).join(',')}]`,
];

/** Whole bodies: [content type, payload]. */
const BODIES: Array<[string, string | Buffer]> = [
  ['application/json', '{'],
  ['application/json', '{"a":}'],
  ['application/json', 'nul'],
  ['application/json', ''],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', 'null'],
  ['application/json', '{"a":1}garbage'],
  ['application/json', '\ufeff{}'],
  ['application/json', '{"__proto__":{"polluted":true}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['application/json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['application/json', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
  ['application/json; charset=latin1', '{"name":"\u00e9"}'],
  ['text/plain', 'hello'],
  ['text/plain', `${'['.repeat(10_000)}`],
  ['application/xml', '<a><b/></a>'],
  ['application/x-www-form-urlencoded', 'a=b&c[d]=e'],
  ['application/octet-stream', Buffer.from([0, 1, 2, 3, 255])],
  ['a/b/c;;;=', 'x'],
  ['multipart/form-data', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--XYZ--\r\n'],
  ['multipart/form-data; boundary=XYZ', '--ABC\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--ABC--\r\n'],
  ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxxxx'],
  ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nxx\r\n--XYZ--\r\n'],
  ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--XYZ--\r\n'],
];

/** Odd headers sent along with an otherwise plain request. */
const HEADERS: Array<Record<string, string>> = [
  { 'tenant-id': 'abc' },
  { 'tenant-id': '99999999999999999999' },
  { 'tenant-id': '-1' },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' },
  { 'content-length': '0' },
];

const typeOf = (s: JsonSchema): string | undefined => {
  const t = s.type ?? s.anyOf?.find((a) => a.type !== 'null')?.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** A value the schema would accept, roughly, so that the one fuzzed field is what the route sees as wrong. */
function plausible(s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      return 'fz'.padEnd(Math.min(Math.max(s.minLength ?? 2, 2), 10), 'z');
    case 'integer':
    case 'number':
      // Ids far from any row (an admin must not fuzz itself out of its account); small ranges at their minimum.
      return s.maximum !== undefined && s.maximum < 987_654 ? (s.minimum ?? 0) : 987_654;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return null;
  }
}

const pathWith = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace('*', value);
const plainPath = (url: string) => url.replace(/:configId/g, '0').replace(/:[A-Za-z]+/g, 'fz').replace('*', 'fz/missing.png');

/** Every case that fits this route; the test draws CASES_PER_ROUTE of them. */
function casesFor(route: RouteEntry, method: string): Case[] {
  const cases: Case[] = [];
  const base = plainPath(route.url);
  const hasParams = /[:*]/.test(route.url);
  for (const v of PATH_VALUES) cases.push({ label: `path ${v.slice(0, 30)}`, url: hasParams ? pathWith(route.url, v) : `${base}/${v}` });
  const fields = Object.keys(route.schema?.querystring?.properties ?? {});
  for (const q of QUERY_STRINGS) cases.push({ label: `query ${q.slice(0, 40)}`, url: `${base}?${q}` });
  for (const field of fields.length ? fields : ['id', 'pageNo']) {
    for (const v of QUERY_VALUES) {
      cases.push({ label: `query ${field}=${v.slice(0, 30)}`, url: `${base}?${field}=${v}` });
      cases.push({ label: `query ${field}[]=${v.slice(0, 30)}`, url: `${base}?${field}[]=${v}&${field}[]=1` });
      cases.push({ label: `query ${field}[a][b]=${v.slice(0, 30)}`, url: `${base}?${field}[a][b]=${v}` });
    }
  }
  for (const headers of HEADERS) cases.push({ label: `headers ${JSON.stringify(headers).slice(0, 40)}`, url: base, headers });
  if (method !== 'GET') {
    for (const [type, payload] of BODIES) {
      cases.push({ label: `body ${type} ${String(payload).slice(0, 30)}`, url: base, headers: { 'content-type': type }, payload });
    }
    const body = route.schema?.body;
    // Form bodies reach every route (as its body, or as its query parameters when it has no body schema).
    const formFields = [...Object.keys(body?.properties ?? {}), ...fields];
    for (const field of formFields.length ? formFields : ['id']) {
      for (const v of QUERY_VALUES) {
        cases.push({ label: `form ${field}=${v.slice(0, 30)}`, url: base, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${field}=${v}` });
      }
    }
    if (body?.properties) {
      const valid = plausible(body) as Record<string, unknown>;
      for (const field of Object.keys(body.properties)) {
        for (const raw of RAW_JSON_VALUES) {
          // Spliced into the JSON text: tokens such as 1e400 cannot come out of JSON.stringify.
          const others = JSON.stringify({ ...valid, [field]: undefined });
          const payload = others === '{}' ? `{"${field}":${raw}}` : `${others.slice(0, -1)},"${field}":${raw}}`;
          cases.push({ label: `body ${field}=${raw.slice(0, 30)}`, url: base, headers: { 'content-type': 'application/json' }, payload });
        }
      }
    }
  }
  return cases;
}

const CAPTCHA_ROUTES = new Set(['/admin-api/system/captcha/get', '/admin-api/system/captcha/check', '/captcha/get', '/captcha/check']);
const GATEWAY_CALLBACK = /^\/app-api\/pay\/(order|refund)\/notify\//;

describe('fuzz over every route', () => {
  let t: TestApp;
  let admin: string;
  /** A merchant's client (client_credentials, every /app-api scope): what /app-api routes are called with. */
  let merchant: string;
  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 1_000_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
    merchant = await merchantClientToken(t, admin, 'fuzz-merchant', ['pay.order', 'pay.refund']);
  });
  afterAll(() => t?.close());

  it('answers every malformed request, anonymous, as the admin or as a merchant, with an envelope whose code is not 500', async () => {
    const random = prng(SEED);
    const routes = (t.app.routeTable as unknown as RouteEntry[])
      // The OpenAPI page is HTML by nature; everything else under /admin-api and /app-api speaks the envelope, but
      // for the payment gateways' callbacks, which answer in the gateways' terms (text; a refusal is a 400). The
      // slider captcha at the root answers in AJ-Captcha's terms.
      .filter((r) => (r.url.startsWith('/admin-api/') && !r.url.startsWith('/admin-api/docs')) || r.url.startsWith('/app-api/') || CAPTCHA_ROUTES.has(r.url))
      .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((method) => ({ route: r, method })));
    expect(routes.length).toBeGreaterThanOrEqual(90);

    const failures: string[] = [];
    let sent = 0;
    for (const { route, method } of routes) {
      const cases = casesFor(route, method);
      // Outside the APIs nothing reads a token: one anonymous walk is the whole story there.
      const callers = route.url.startsWith('/app-api/') ? (['anonymous', 'admin', 'merchant'] as const) : isApiUrl(route.url) ? (['anonymous', 'admin'] as const) : (['anonymous'] as const);
      for (const caller of callers) {
        // Signing the admin out would end the admin's half of the walk; anonymously it is walked like any other.
        if (caller === 'admin' && route.url === '/admin-api/system/auth/logout') continue;
        const token = { anonymous: undefined, admin, merchant }[caller];
        for (let n = 0; n < CASES_PER_ROUTE; n++) {
          const c = cases[Math.floor(random() * cases.length)]!;
          const res = await t.request({
            method: method,
            url: c.url,
            headers: c.headers,
            payload: c.payload,
            token: c.headers?.authorization ? undefined : token,
          });
          sent++;
          const where = `seed ${SEED}: ${caller} ${method} ${route.url} [${c.label}]`;
          const type = String(res.headers['content-type'] ?? '');
          if (GATEWAY_CALLBACK.test(route.url)) {
            if (res.statusCode >= 500) failures.push(`${where} → HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
            continue;
          }
          if (res.statusCode === 200 && String(res.headers['content-disposition'] ?? '').startsWith('attachment;')) continue;
          // Outside the APIs, a URL that names no route is the web app's (its 404 or 400 in plain text).
          if (!isApiUrl(route.url) && c.url.split('?')[0] !== route.url) {
            if (res.statusCode >= 500) failures.push(`${where} → HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
            continue;
          }
          let body: Record<string, unknown> | undefined;
          try {
            body = res.json();
          } catch {
            body = undefined;
          }
          const isObject = typeof body === 'object' && body !== null;
          // The slider captcha answers in AJ-Captcha's format (its UI reads only repCode/repMsg; 9999 is its 500);
          // a URL that reaches no route is the envelope's 404 there too.
          const ajCaptcha = CAPTCHA_ROUTES.has(route.url) && isObject && typeof body!.repCode === 'string' && typeof body!.repMsg === 'string' && typeof body!.success === 'boolean';
          const envelope = ajCaptcha || (isObject && typeof body!.code === 'number' && typeof body!.msg === 'string' && 'data' in body!);
          if (res.statusCode !== 200 || !type.startsWith('application/json') || !envelope) {
            failures.push(`${where} → HTTP ${res.statusCode} ${type} ${res.body.slice(0, 120)}`);
          } else if (body!.code === 500 || body!.repCode === '9999') {
            failures.push(`${where} → ${res.body.slice(0, 120)}`);
          } else if (caller !== 'anonymous' && body!.code === 401 && !c.headers?.authorization) {
            failures.push(`${where} → the ${caller}'s token stopped working`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * CASES_PER_ROUTE);
    // The admin is still who it was: nothing in the walk signed it out or changed its account.
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: admin })).code).toBe(0);
  }, 360_000);

  it('bounds every number a route reads, and every time to what a date holds', () => {
    const unbounded: string[] = [];
    const walk = (s: JsonSchema | undefined, where: string) => {
      if (!s) return;
      const type = [s.type].flat();
      if ((type.includes('integer') || type.includes('number')) && s.const === undefined && !s.enum) {
        const bounded = s.minimum !== undefined && s.maximum !== undefined && s.minimum >= -Number.MAX_SAFE_INTEGER && s.maximum <= Number.MAX_SAFE_INTEGER;
        if (!bounded) unbounded.push(`${where} ${JSON.stringify(s)}`);
        // A time is epoch milliseconds: 1970 to the end of year 9999.
        else if (/(Time|^ts)$/.test(where.split('.').at(-1)!) && (s.minimum! < 0 || s.maximum! > MAX_EPOCH_MS)) unbounded.push(`${where} is a time past year 9999`);
      }
      s.anyOf?.forEach((branch) => walk(branch, where));
      walk(s.items, `${where}[]`);
      for (const [key, value] of Object.entries(s.properties ?? {})) walk(value, `${where}.${key}`);
      for (const value of Object.values(s.patternProperties ?? {})) walk(value, `${where}.*`);
    };
    for (const route of t.app.routeTable as unknown as RouteEntry[]) {
      for (const part of ['params', 'querystring', 'body'] as const) walk(route.schema?.[part], `${String(route.method)} ${route.url} ${part}`);
    }
    expect(unbounded).toEqual([]);
  });
});
