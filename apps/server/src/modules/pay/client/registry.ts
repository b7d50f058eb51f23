import { PayErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { serverSecret } from '../../../platform/secrets';
import { ALIPAY_CODES, MOCK_CODE, WECHAT_CODES } from '../channel/config';
import { createAlipayClient, type AlipayConfig } from './alipay';
import { SandboxPayClient } from './sandbox';
import type { PayClient } from './types';
import { createWechatClient, type WechatConfig } from './wechat';

/** The server secret the sandbox gateway signs its notifications with. */
export const SANDBOX_SECRET = 'pay-sandbox-notify';

/** Clients kept per (code, config): a changed config makes a new one; this many at most. */
const MAX_CACHED = 200;

/**
 * The gateway client of a channel, built from its code and stored config, and kept while the config stays the same
 * (the original reloads its clients every 5 minutes; here a config change is seen at the next use).
 */
export class PayClients {
  private sandbox: Promise<SandboxPayClient> | undefined;
  private readonly cache = new Map<string, Promise<PayClient>>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: Db,
    private readonly wechatEndpoint: string,
  ) {}

  clientFor(channel: { code: string; config: string }): Promise<PayClient> {
    if (channel.code === MOCK_CODE) {
      this.sandbox ??= serverSecret(this.db, SANDBOX_SECRET).then(
        (key) => new SandboxPayClient(key),
        (err: unknown) => {
          this.sandbox = undefined;
          throw err;
        },
      );
      return this.sandbox;
    }
    const key = `${channel.code}\n${channel.config}`;
    let client = this.cache.get(key);
    if (client) this.hits += 1;
    else {
      this.misses += 1;
      client = this.build(channel.code, channel.config);
      client.catch(() => this.cache.delete(key));
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, client);
    }
    return client;
  }

  get size(): number {
    return this.cache.size;
  }

  /** Clients hold only their config's keys: the next payment builds its channel's client again. */
  clear(): void {
    this.cache.clear();
  }

  private build(code: string, config: string): Promise<PayClient> {
    if ((ALIPAY_CODES as readonly string[]).includes(code)) return createAlipayClient(code, JSON.parse(config) as AlipayConfig);
    if ((WECHAT_CODES as readonly string[]).includes(code)) {
      const wechat = JSON.parse(config) as WechatConfig;
      // API v2 (XML, MD5 keys) is retired by WeChat for new merchants: channels of it are kept, not callable.
      if (wechat.apiVersion === 'v3') return Promise.resolve().then(() => createWechatClient(code, wechat, this.wechatEndpoint));
    }
    return Promise.reject(new ServiceError(PayErrors.CHANNEL_CLIENT_NOT_FOUND));
  }
}
