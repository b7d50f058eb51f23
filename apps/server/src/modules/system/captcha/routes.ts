import type { FastifyPluginAsyncTypebox, FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { hitRateLimit } from '../../../platform/rate-limit';
import { clientIp } from '../../../platform/client-info';
import { ServiceError } from '../../../platform/errors';
import { GlobalErrors } from '@console/contracts/error-codes';
import { EpochMs, Nullable } from '../../../platform/schemas';
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

/**
 * AJ-Captcha's get and check under `base`, answering AJ's ResponseModel, never the envelope: the slider reads
 * only `repCode`/`repMsg`, so a refused request must say so in those fields (with the field name when one is missing).
 */
const ajCaptchaRoutes: FastifyPluginCallbackTypebox<{ base: string }> = (app, { base }, done) => {
  const common = { config: { public: true, demoAllowed: true, operateLog: { enabled: false } } } as const;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const missing = (error.validation?.[0]?.params as { missingProperty?: string } | undefined)?.missingProperty;
    let answer = respond(RepCode.INVALID_REQUEST);
    if (missing) answer = respond(RepCode.NULL_ERROR, null, missing);
    else if (error.statusCode === 429 || (error instanceof ServiceError && error.code === GlobalErrors.TOO_MANY_REQUESTS.code)) answer = respond(RepCode.GET_LIMITED);
    else if (error instanceof ServiceError) answer = { ...respond(RepCode.INVALID_REQUEST), repMsg: error.message };
    else if (!error.validation && !(error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      request.log.error({ err: error }, 'captcha failed');
      answer = respond(RepCode.EXCEPTION);
    }
    return reply.status(200).type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer);
  });

  app.post(
    `${base}/get`,
    {
      ...common,
      schema: {
        tags,
        summary: '获得验证码',
        body: Type.Object({
          captchaType: Type.String({ maxLength: 20 }),
          // The original UI asks for its first challenge before it has stored a client id: null, not absent.
          clientUid: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
          ts: Type.Optional(Nullable(EpochMs('客户端时间（毫秒时间戳）'))),
        }),
        response: { 200: CaptchaResponse },
      },
    },
    async (request) => {
      if (request.body.captchaType !== 'blockPuzzle') return respond(RepCode.GET_FAILED);
      const { allowed } = await hitRateLimit(app.db, { key: `captcha:get:${clientIp(request)}`, limit: GETS_PER_MINUTE, windowSeconds: 60 });
      if (!allowed) return respond(RepCode.GET_LIMITED);
      return createChallenge(app.db);
    },
  );

  app.post(
    `${base}/check`,
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
  done();
};

/**
 * `/captcha/get|check` at the server root, outside /admin-api, public and tenant-free, where the original server
 * served them until v1.6.5 and its Vue 2 UI of that time still calls them.
 */
export const rootCaptchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ajCaptchaRoutes, { base: '/captcha' });
};

/** AJ-Captcha block puzzle at the v1.6.5 paths (`/admin-api/system/captcha/*`). */
const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ajCaptchaRoutes, { base: '/system/captcha' });

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
