import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { Envelope } from '../../../platform/schemas';

/**
 * 站内信 (the original's notify messages): today's Vue 3 UI asks every page frame for the bell's unread count. There
 * are no messages yet — the module that adds them (another issue) lives here — so the honest count is 0.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/system/notify-message/get-unread-count',
    {
      config: { login: true },
      schema: { tags: ['站内信'], summary: '获得当前用户的未读站内信数量', response: { 200: Envelope(Type.Integer()) } },
    },
    () => success(0),
  );
  done();
};

export default routes;
