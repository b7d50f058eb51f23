import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the stand-in answers: takes mail, refuses every recipient (550), or refuses the login (535). */
export type SmtpBehaviour = 'accept' | 'refuse-rcpt' | 'refuse-auth';

export interface SmtpStandIn {
  port: number;
  /** Messages taken, parsed, with the envelope and the login they came with. */
  received: Array<{ mail: ParsedMail; from: string; to: string[]; user: string | undefined; password: string | undefined }>;
  close: () => Promise<void>;
}

/** A local SMTP server (smtp-server, nodemailer's own) on a free loopback port, plain text with AUTH allowed. */
export async function startSmtpStandIn(behaviour: SmtpBehaviour, login = { user: 'mailer', password: 'p' }): Promise<SmtpStandIn> {
  const received: SmtpStandIn['received'] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (behaviour === 'refuse-auth' || auth.username !== login.user || auth.password !== login.password) {
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: { name: auth.username, password: auth.password } });
    },
    onRcptTo(address, _session, callback) {
      if (behaviour === 'refuse-rcpt') {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const user = session.user as { name?: string; password?: string } | undefined;
          received.push({
            mail,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: user?.name,
            password: user?.password,
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A server that accepts TCP connections and never says a word: an SMTP client must give up on its own. */
export async function startSilentServer(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
