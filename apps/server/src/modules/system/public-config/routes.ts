import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PublicConfig } from '@console/contracts/envelope';
import { success } from '../../../platform/envelope';

/** What the web app must know before sign-in: whether to show the captcha and the tenant field. */
const publicConfigRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/system/public-config',
    {
      config: { public: true },
      schema: { tags: ['公共配置'], summary: '获得前端公共配置', response: { 200: Envelope(PublicConfig) } },
    },
    () =>
      success({
        captchaEnabled: app.config.captchaEnabled,
        tenantEnabled: app.config.tenantEnabled,
        demoMode: app.config.demoMode,
        notifyPollSeconds: app.config.notifyPollSeconds,
      }),
  );
  done();
};

export default publicConfigRoutes;
