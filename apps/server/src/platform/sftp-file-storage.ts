import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Client, SFTPWrapper, Stats } from 'ssh2';
import type { FileStorage } from './file-storage-kind';
import { bufferSink, remoteDir, remoteError, remotePath, remoteTimeouts, streamedRead, withDeadline, type RemoteConfig } from './remote-storage';

/** SFTP's SSH_FX_NO_SUCH_FILE. */
const NO_SUCH_FILE = 2;
const isMissing = (err: unknown) => (err as { code?: unknown }).code === NO_SUCH_FILE;

/** What ssh2's SFTP calls answer through callbacks, as promises. */
function sftpCalls(sftp: SFTPWrapper) {
  const call = <T>(run: (done: (err: Error | null | undefined, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value as T))));
  return {
    /** The file's stats; undefined when there is none. */
    stat: (path: string) =>
      call<Stats>((done) => sftp.stat(path, done)).catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      }),
    mkdir: (path: string) => call<void>((done) => sftp.mkdir(path, done)),
    unlink: (path: string) => call<void>((done) => sftp.unlink(path, done)),
  };
}
type Calls = ReturnType<typeof sftpCalls>;

/** Makes a folder and its missing parents (as `mkdir -p`); another writer making one meanwhile is fine. */
async function ensureDir(calls: Calls, dir: string): Promise<void> {
  if (!dir || (await calls.stat(dir))?.isDirectory()) return;
  await ensureDir(calls, remoteDir(dir));
  await calls.mkdir(dir).catch(async (err: unknown) => {
    if (!(await calls.stat(dir))?.isDirectory()) throw err;
  });
}

/**
 * Files under a folder of an SSH server's SFTP subsystem (storage 12), through ssh2, loaded on first use. One
 * connection per operation, closed whatever happens; a server that stops answering is dropped by ssh2's keepalive.
 * Transfers stream: a file served goes from the server to the client as it comes (`open`). The server's host key is
 * not pinned (nor is it in the original).
 */
export class SftpFileStorage implements FileStorage {
  constructor(
    readonly configId: number,
    private readonly config: RemoteConfig,
    /** The config's password, opened from its sealed form. */
    private readonly password: () => Promise<string>,
  ) {}

  /** A signed-in SFTP session on a new connection; `client.end()` closes it. */
  private async connect(client: Client): Promise<SFTPWrapper> {
    const password = await this.password();
    return new Promise<SFTPWrapper>((resolve, reject) => {
      // Kept for the connection's life: an error after the session opened (the server going away) already fails the
      // running stream, and an 'error' event nobody listens to would end the process.
      client.on('error', reject);
      client.once('ready', () => client.sftp((err, wrapper) => (err ? reject(err) : resolve(wrapper))));
      client.once('close', () => reject(new Error('SFTP 连接已关闭')));
      client.connect({
        host: this.config.host,
        port: this.config.port,
        username: this.config.username,
        password,
        readyTimeout: remoteTimeouts.socketMs,
        // Two unanswered keepalives and the connection is dropped: a silent server fails the operation.
        keepaliveInterval: Math.ceil(remoteTimeouts.socketMs / 2),
        keepaliveCountMax: 2,
      });
    });
  }

  private async newClient(): Promise<Client> {
    const { Client: SshClient } = await import('ssh2');
    return new SshClient();
  }

  private async session<T>(work: (sftp: SFTPWrapper, calls: Calls) => Promise<T>): Promise<T> {
    const client = await this.newClient();
    return withDeadline(
      'SFTP',
      async () => {
        const sftp = await this.connect(client);
        return work(sftp, sftpCalls(sftp));
      },
      () => client.end(),
    );
  }

  async open(filePath: string): Promise<Readable | undefined> {
    const full = remotePath(this.config.basePath, filePath);
    const client = await this.newClient();
    let sftp: SFTPWrapper;
    try {
      sftp = await this.connect(client);
      if (!(await sftpCalls(sftp).stat(full))?.isFile()) {
        client.end();
        return undefined;
      }
    } catch (err) {
      client.end();
      throw remoteError('SFTP', err);
    }
    return streamedRead('SFTP', (sink) => pipeline(sftp.createReadStream(full), sink), () => client.end());
  }

  put(filePath: string, content: Buffer): Promise<boolean> {
    const full = remotePath(this.config.basePath, filePath);
    return this.session(async (sftp, calls) => {
      if (await calls.stat(full)) return false;
      await ensureDir(calls, remoteDir(full));
      // `wx`: never overwrite, even if another writer got there since the check.
      await pipeline(Readable.from(content), sftp.createWriteStream(full, { flags: 'wx' }));
      return true;
    });
  }

  get(filePath: string): Promise<Buffer | undefined> {
    const full = remotePath(this.config.basePath, filePath);
    return this.session(async (sftp, calls) => {
      if (!(await calls.stat(full))?.isFile()) return undefined;
      const { sink, content } = bufferSink();
      await pipeline(sftp.createReadStream(full), sink);
      return content();
    });
  }

  async delete(filePath: string): Promise<void> {
    await this.session(async (_sftp, calls) => {
      await calls.unlink(remotePath(this.config.basePath, filePath)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    });
  }
}
