import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import ssh2 from 'ssh2';
import { listenOnLoopback } from './loopback-server';

/** What the FTP and SFTP stand-ins share: a temp folder as the server's root, one user, a free loopback port. */
export interface RemoteStandIn {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Where a remote path (`/files/x.png`) lands on this disk. */
  local: (remote: string) => string;
  close: () => Promise<void>;
}

const USERNAME = 'console';
const PASSWORD = 'stand-in pass';
const tempRoot = (kind: string) => fs.mkdtempSync(path.join(os.tmpdir(), `console-${kind}-`));
const inRoot = (root: string) => (remote: string) => {
  const full = path.resolve(root, `.${path.posix.normalize(`/${remote}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) throw new Error(`outside the stand-in's root: ${remote}`);
  return full;
};

/** ftp-srv logs through bunyan by default; the tests want silence. */
const silentLog = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, child: () => silentLog };

/** An FTP server (ftp-srv) on a temp folder: passive mode, one user. */
export async function startFtpStandIn(): Promise<RemoteStandIn> {
  const root = tempRoot('ftp');
  const server = new FtpSrv({ url: 'ftp://127.0.0.1:0', pasv_url: '127.0.0.1', anonymous: false, greeting: ['stand-in'], log: silentLog as never });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === USERNAME && password === PASSWORD) resolve({ root });
    else reject(new Error('Login incorrect'));
  });
  await server.listen();
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port: address.port,
    username: USERNAME,
    password: PASSWORD,
    local: inRoot(root),
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const { OPEN_MODE, STATUS_CODE, flagsToString } = ssh2.utils.sftp;

/** An SSH server (ssh2) with an SFTP subsystem on a temp folder: password sign-in of one user, a fresh host key. */
export async function startSftpStandIn(): Promise<RemoteStandIn> {
  const root = tempRoot('sftp');
  const local = inRoot(root);
  const hostKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1', privateKeyEncoding: { type: 'sec1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
  const sockets = new Set<net.Socket>();
  const server = new ssh2.Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => {});
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === USERNAME && ctx.password === PASSWORD) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), local));
      });
    });
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listening = await listenOnLoopback(server, sockets);
  return {
    host: '127.0.0.1',
    port: listening.port,
    username: USERNAME,
    password: PASSWORD,
    local,
    async close() {
      await listening.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The SFTP requests our client makes, answered from the disk. */
function serveSftp(sftp: ssh2.SFTPWrapper, local: (remote: string) => string) {
  const files = new Map<number, number>();
  let next = 0;
  const fd = (handle: Buffer) => (handle.length === 4 ? files.get(handle.readUInt32BE(0)) : undefined);
  const fail = (reqid: number, err: unknown) =>
    sftp.status(reqid, (err as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
  const attrs = (stats: fs.Stats) => ({ mode: stats.mode, uid: stats.uid, gid: stats.gid, size: stats.size, atime: stats.atimeMs / 1000, mtime: stats.mtimeMs / 1000 });
  const run = (reqid: number, work: () => void) => {
    try {
      work();
    } catch (err) {
      fail(reqid, err);
    }
  };
  sftp
    .on('OPEN', (reqid, filename, flags) =>
      run(reqid, () => {
        const handle = Buffer.alloc(4);
        handle.writeUInt32BE(next);
        files.set(next++, fs.openSync(local(filename), flagsToString(flags) ?? (flags & OPEN_MODE.WRITE ? 'w' : 'r')));
        sftp.handle(reqid, handle);
      }),
    )
    .on('WRITE', (reqid, handle, offset, data) =>
      run(reqid, () => {
        fs.writeSync(fd(handle)!, data, 0, data.length, offset);
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('READ', (reqid, handle, offset, length) =>
      run(reqid, () => {
        const buffer = Buffer.alloc(length);
        const read = fs.readSync(fd(handle)!, buffer, 0, length, offset);
        if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
        else sftp.data(reqid, buffer.subarray(0, read));
      }),
    )
    .on('FSTAT', (reqid, handle) => run(reqid, () => sftp.attrs(reqid, attrs(fs.fstatSync(fd(handle)!)))))
    .on('CLOSE', (reqid, handle) =>
      run(reqid, () => {
        fs.closeSync(fd(handle)!);
        files.delete(handle.readUInt32BE(0));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('STAT', (reqid, remote) => run(reqid, () => sftp.attrs(reqid, attrs(fs.statSync(local(remote))))))
    .on('LSTAT', (reqid, remote) => run(reqid, () => sftp.attrs(reqid, attrs(fs.lstatSync(local(remote))))))
    .on('MKDIR', (reqid, remote) =>
      run(reqid, () => {
        fs.mkdirSync(local(remote));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('REMOVE', (reqid, remote) =>
      run(reqid, () => {
        fs.unlinkSync(local(remote));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    );
}

/** A server that accepts connections and never says a word: a client must give up on it by itself. */
export async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return listenOnLoopback(server, sockets);
}

/** A loopback port nothing listens on: a server that is down. */
export async function closedPort(): Promise<number> {
  const { port, close } = await startSilentServer();
  await close();
  return port;
}
