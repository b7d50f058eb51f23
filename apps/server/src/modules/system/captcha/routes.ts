import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hitRateLimit } from '../../../platform/rate-limit';
import { clientIp } from '../../../platform/client-info';
import { ServiceError } from '../../../platform/errors';
import { GlobalErrors } from '@console/contracts/error-codes';
import { checkChallenge, createChallenge, peekAnswer, RepCode, respond } from './service';

const CaptchaResponse = Type.Object({
  repCode: Type.String(),
  repMsg: Type.String(),
  repData: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  success: Type.Boolean(),
  error: Type.Boolean(),
});
const tags = ['验证码'];
/** Challenges a single IP may fetch per minute. */
const GETS_PER_MINUTE = 60;

/** AJ-Captcha block puzzle, at the v1.6.5 paths; answers AJ's ResponseModel, not the envelope. */
const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { config: { public: true, demoAllowed: true, operateLog: { enabled: false } } } as const;

  app.post(
    '/system/captcha/get',
    {
      ...common,
      schema: {
        tags,
        summary: '获得验证码',
        body: Type.Object({
          captchaType: Type.String({ maxLength: 20 }),
          clientUid: Type.Optional(Type.String({ maxLength: 100 })),
          ts: Type.Optional(Type.Number()),
        }),
        response: { 200: CaptchaResponse },
      },
    },
    async (request) => {
      if (request.body.captchaType !== 'blockPuzzle') return respond(RepCode.GET_FAILED);
      const hits = await hitRateLimit(app.db, `captcha:get:${clientIp(request)}`, 60);
      if (hits > GETS_PER_MINUTE) return respond(RepCode.GET_LIMITED);
      return createChallenge(app.db);
    },
  );

  app.post(
    '/system/captcha/check',
    {
      ...common,
      schema: {
        tags,
        summary: '校验验证码',
        body: Type.Object({
          captchaType: Type.String({ maxLength: 20 }),
          token: Type.String({ maxLength: 64 }),
          pointJson: Type.String({ maxLength: 1000 }),
        }),
        response: { 200: CaptchaResponse },
      },
    },
    async (request) => {
      const { token, pointJson } = request.body;
      if (!token) return respond(RepCode.NULL_ERROR, null, 'token');
      if (!pointJson) return respond(RepCode.NULL_ERROR, null, 'pointJson');
      return checkChallenge(app.db, token, pointJson);
    },
  );

  if (app.config.captchaTestHook) {
    app.get(
      '/system/captcha/test-answer',
      {
        config: { public: true },
        schema: {
          tags,
          summary: '测试用：验证码答案',
          querystring: Type.Object({ token: Type.String({ maxLength: 64 }) }),
          response: { 200: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Object({ x: Type.Integer() }) }) },
        },
      },
      async (request) => {
        const x = await peekAnswer(app.db, request.query.token);
        if (x === null) throw new ServiceError(GlobalErrors.NOT_FOUND);
        return { code: 0, msg: '', data: { x } };
      },
    );
  }
};

export default captchaRoutes;
