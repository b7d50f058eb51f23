import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { listenOnLoopback } from './loopback-server';

export interface PgliteWireServer {
  port: number;
  close: () => Promise<void>;
}

const SSL_REQUEST = 80877103;
const TERMINATE = 0x58; // 'X'

/**
 * Serves a PGlite over PostgreSQL's wire protocol on a loopback port, so code that connects with `pg` (an external
 * data source) runs against the PGlite stage as it does against a real server. The bytes of whole messages go to
 * PGlite's own protocol handler; SSL is declined. One connection at a time, as PGlite is one session.
 * (@electric-sql/pglite-socket does this, but each release pins one exact PGlite version as a peer, not ours.)
 */
export async function servePgliteWire(pglite: PGlite): Promise<PgliteWireServer> {
  let queue = Promise.resolve();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      const messages: Buffer[] = [];
      // Before the startup message a message is length + body; after it, a type byte comes first.
      for (;;) {
        const headerLength = started ? 5 : 4;
        if (pending.length < headerLength) break;
        const length = started ? pending.readInt32BE(1) + 1 : pending.readInt32BE(0);
        if (pending.length < length) break;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (!started && message.readInt32BE(4) === SSL_REQUEST) {
          socket.write('N');
          continue;
        }
        started = true;
        messages.push(message);
      }
      if (messages.length === 0) return;
      const input = Buffer.concat(messages);
      queue = queue
        .then(async () => {
          const output = await pglite.execProtocolRaw(new Uint8Array(input));
          if (output.length > 0 && !socket.destroyed) socket.write(Buffer.from(output));
          if (messages.some((m) => m[0] === TERMINATE)) socket.end();
        })
        .catch(() => void socket.destroy());
    });
  });
  const listening = await listenOnLoopback(server, sockets);
  return {
    port: listening.port,
    close: async () => {
      await listening.close();
      await queue;
    },
  };
}
