/**
 * Sandbox payments end to end (target ≥ 200 complete payments/s on the 2-core machine): the built server on
 * PostgreSQL (BENCH_DATABASE_URL) or PGlite, a merchant's client with an OAuth2 client-credentials token doing
 * create → submit (the sandbox settles it) over /app-api, and the merchant's notify endpoint — a server in this
 * process — told of each payment. A payment is complete when the merchant has been told; its latency is from the
 * create to that moment. In the same run, the trivial route under the same load, for scale. Prints a table; not a test.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55420/postgres npm run bench:payments -w @console/bench
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { apiCall as call, cpuMicros, postgresCpuMicros, runClients, freePort, load, signIn, startServer, table, waitUntilUp, type Envelope, runBenchmark } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-pay-'));


/** The merchant's notify endpoint: answers code 0 and resolves whoever waits for that order. */
async function startMerchant() {
  const waiting = new Map<number, () => void>();
  const told = new Set<number>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const { payOrderId } = JSON.parse(text) as { payOrderId: number };
      told.add(payOrderId);
      waiting.get(payOrderId)?.();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":true,"msg":""}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    notified: (id: number) => (told.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(id, resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const port = await freePort();
  const server = startServer({ DATA_DIR: path.join(work, 'data'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, port);
  await waitUntilUp(port);
  const admin = await signIn(port);
  const merchant = await startMerchant();

  const suffix = Date.now().toString(36);
  const merchantId = await call<number>(port, 'POST', '/admin-api/pay/merchant/create', admin, { name: `压测商户 ${suffix}`, shortName: '压测', status: 0 });
  const appId = await call<number>(port, 'POST', '/admin-api/pay/app/create', admin, {
    name: `压测应用 ${suffix}`,
    status: 0,
    payNotifyUrl: `${merchant.url}/pay`,
    refundNotifyUrl: `${merchant.url}/refund`,
    merchantId,
  });
  await call(port, 'POST', '/admin-api/pay/channel/create', admin, { code: 'mock', status: 0, feeRate: 0.6, appId, config: '{}' });
  const clientId = `bench-${suffix}`;
  await call(port, 'POST', '/admin-api/system/oauth2-client/create', admin, {
    clientId, secret: 'bench-secret', name: clientId, logo: 'https://bench.example/logo.png', description: null, status: 0,
    accessTokenValiditySeconds: 3600, refreshTokenValiditySeconds: 3600, redirectUris: ['https://bench.example/cb'],
    authorizedGrantTypes: ['client_credentials'], scopes: ['pay.order'], autoApproveScopes: [], authorities: [], resourceIds: [], additionalInformation: null,
  });
  const tokenRes = await fetch(`http://127.0.0.1:${port}/admin-api/system/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:bench-secret`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'pay.order' }).toString(),
  });
  const token = ((await tokenRes.json()) as Envelope<{ access_token: string }>).data.access_token;

  let seq = 0;
  const pay = async () => {
    const { id } = await call<{ id: number }>(port, 'POST', '/app-api/pay/order/create', token, {
      appId, merchantOrderId: `B-${suffix}-${++seq}`, subject: '压测商品', body: '', amount: 100, expireTime: Date.now() + 600_000,
    });
    const notified = merchant.notified(id);
    const submitted = await call<{ status: number }>(port, 'POST', '/app-api/pay/order/submit', token, { id, channelCode: 'mock', channelExtras: { result: 'success' } });
    if (submitted.status !== 10) throw new Error(`order ${id} not paid: ${submitted.status}`);
    await notified;
  };
  const result = await runClients(connections, duration, pay, {
    server: () => cpuMicros(server.child.pid!),
    ...(databaseUrl ? { PostgreSQL: postgresCpuMicros } : {}),
    'load generator and merchant': () => cpuMicros(process.pid),
  });
  const trivial = await load(port, '/admin-api/system/public-config', { duration, connections });

  console.log(`\nSandbox payments end to end: ${connections} concurrent clients, ${duration} s, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores\n`);
  console.log(
    table(
      ['what', 'per second', 'p50 ms', 'p99 ms', 'failures'],
      [
        ['payment: create → submit → paid → merchant notified', result.perSecond, result.p50, result.p99, result.failures],
        ['trivial route (public-config)', trivial.reqPerSec, trivial.p50, trivial.p99, trivial.errors],
      ],
    ),
  );
  console.log('\nCPU per complete payment, ms (the machine\'s cores are shared by all three)\n');
  console.log(table(Object.keys(result.cpuMsPerCall), [Object.values(result.cpuMsPerCall).map((ms) => ms.toFixed(2))]));
  await merchant.close();
  await server.stop();
}

runBenchmark(main, work);
