import { PayErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { serverSecret } from '../../../platform/secrets';
import { MOCK_CODE } from '../channel/config';
import { SandboxPayClient } from './sandbox';
import type { PayClient } from './types';

/** The server secret the sandbox gateway signs its notifications with. */
export const SANDBOX_SECRET = 'pay-sandbox-notify';

/**
 * The gateway client of a channel, built from its code and stored config. Channels whose gateway this server has
 * no client for yet answer 1007001002, as the original when its client factory had none.
 */
export class PayClients {
  private sandbox: Promise<SandboxPayClient> | undefined;

  constructor(private readonly db: Db) {}

  async clientFor(channel: { code: string; config: string }): Promise<PayClient> {
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
    throw new ServiceError(PayErrors.CHANNEL_CLIENT_NOT_FOUND);
  }
}
