import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface RawResponse {
  status: number;
  type: string | undefined;
  headers: http.IncomingHttpHeaders;
  /** The body as bytes and as text. */
  raw: Buffer;
  body: string;
}

/**
 * A GET through a real socket, the path sent as written: inject skips Node's HTTP parser, and it normalises the
 * URL first (`x/../y`, `%2e%2e` become `y`), as a browser would but an attacker's client does not.
 */
export const rawGet = (port: number, path: string) =>
  new Promise<RawResponse>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, type: res.headers['content-type'], headers: res.headers, raw, body: raw.toString('utf8') });
      });
    });
    req.on('error', reject);
  });

/** Makes the test app listen on a free loopback port (closed with the app); answers the port. */
export async function listenOnLoopback(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}
