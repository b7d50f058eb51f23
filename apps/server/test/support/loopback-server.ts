import type net from 'node:net';

export interface LoopbackServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts `server` on a free loopback port. `close` destroys the connections in `sockets` first: a server only
 * finishes closing once its connections have ended, and a test's peer may never end them.
 */
export async function listenOnLoopback(server: net.Server, sockets: Set<net.Socket>): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
