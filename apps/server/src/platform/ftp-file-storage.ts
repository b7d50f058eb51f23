import { Readable } from 'node:stream';
import type { Client, FTPError } from 'basic-ftp';
import type { FileStorage } from './file-storage-kind';
import { bufferSink, remoteDir, remoteError, remotePath, remoteTimeouts, streamedRead, withDeadline, type RemoteConfig } from './remote-storage';

/** FTP's "file unavailable": what SIZE answers for a file that is not there. */
const FILE_UNAVAILABLE = 550;
const isUnavailable = (err: unknown) => (err as Partial<FTPError>).code === FILE_UNAVAILABLE;

/** Whether the file is there (SIZE: servers differ in what RETR or DELE answer for a missing file, not in this). */
async function exists(client: Client, path: string): Promise<boolean> {
  try {
    await client.size(path);
    return true;
  } catch (err) {
    if (isUnavailable(err)) return false;
    throw err;
  }
}

/**
 * Files under a folder of an FTP server (storage 11), through basic-ftp, loaded on first use. One connection per
 * operation, closed whatever happens: uploads are rare and a pooled FTP session goes stale behind firewalls.
 * Transfers stream: a file served goes from the server to the client as it comes (`open`). Passive mode only: basic-ftp has no active mode.
 */
export class FtpFileStorage implements FileStorage {
  constructor(
    readonly configId: number,
    private readonly config: RemoteConfig,
    /** The config's password, opened from its sealed form. */
    private readonly password: () => Promise<string>,
  ) {}

  private async client(): Promise<Client> {
    const { Client } = await import('basic-ftp');
    return new Client(remoteTimeouts.socketMs);
  }

  private async signIn(client: Client): Promise<void> {
    await client.access({ host: this.config.host, port: this.config.port, user: this.config.username, password: await this.password(), secure: false });
  }

  private async session<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.client();
    return withDeadline(
      'FTP',
      async () => {
        await this.signIn(client);
        return work(client);
      },
      () => client.close(),
    );
  }

  async open(filePath: string): Promise<Readable | undefined> {
    const full = remotePath(this.config.basePath, filePath);
    const client = await this.client();
    try {
      await this.signIn(client);
      if (!(await exists(client, full))) {
        client.close();
        return undefined;
      }
    } catch (err) {
      client.close();
      throw remoteError('FTP', err);
    }
    return streamedRead('FTP', (sink) => client.downloadTo(sink, full), () => client.close());
  }

  put(filePath: string, content: Buffer): Promise<boolean> {
    const full = remotePath(this.config.basePath, filePath);
    return this.session(async (client) => {
      if (await exists(client, full)) return false;
      // ensureDir also enters the folder; the upload then names the file alone.
      await client.ensureDir(remoteDir(full) || '/');
      await client.uploadFrom(Readable.from(content), full.slice(full.lastIndexOf('/') + 1));
      return true;
    });
  }

  get(filePath: string): Promise<Buffer | undefined> {
    const full = remotePath(this.config.basePath, filePath);
    return this.session(async (client) => {
      if (!(await exists(client, full))) return undefined;
      const { sink, content } = bufferSink();
      await client.downloadTo(sink, full);
      return content();
    });
  }

  async delete(filePath: string): Promise<void> {
    const full = remotePath(this.config.basePath, filePath);
    await this.session(async (client) => {
      if (await exists(client, full)) await client.remove(full);
    });
  }
}
