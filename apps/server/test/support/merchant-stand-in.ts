import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MerchantAnswer {
  status: number;
  body: string;
}

export interface MerchantStandIn {
  /** The base URL; notifications go to `<url>/pay` and `<url>/refund`. */
  url: string;
  /** Every notification received, in order. */
  received: Array<{ path: string; body: Record<string, unknown> }>;
  /** The next answers, one per request; when used up, every request is answered `{code: 0}` (success). */
  script: MerchantAnswer[];
  close: () => Promise<void>;
}

export const OK: MerchantAnswer = { status: 200, body: JSON.stringify({ code: 0, data: true, msg: '' }) };
export const BUSINESS_ERROR: MerchantAnswer = { status: 200, body: JSON.stringify({ code: 500, data: null, msg: '订单处理中' }) };
export const SERVER_ERROR: MerchantAnswer = { status: 500, body: 'Internal Server Error' };

/** A merchant's business system as the payment module sees it: an HTTP endpoint answering notifications with its envelope. */
export async function startMerchantStandIn(): Promise<MerchantStandIn> {
  const received: MerchantStandIn['received'] = [];
  const script: MerchantAnswer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', body: JSON.parse(text || '{}') as Record<string, unknown> });
      const answer = script.shift() ?? OK;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    script,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
