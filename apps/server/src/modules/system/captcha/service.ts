import { createHash } from 'node:crypto';
import { at, dbNow } from '../../../db/timestamp';
import type { Db } from '../../../db/database';
import { newToken } from '../../../platform/tokens';
import { aesDecrypt, aesEncrypt, randomSecretKey } from './aes';
import { CAPTCHA_Y, generateBlockPuzzle } from './images';

/** AJ-Captcha RepCodeEnum (reference §2.3). */
export const RepCode = {
  SUCCESS: { repCode: '0000', repMsg: '成功' },
  NULL_ERROR: { repCode: '0011', repMsg: '{0}不能为空' },
  EXPIRED: { repCode: '6110', repMsg: '验证码已失效，请重新获取' },
  VERIFY_FAILED: { repCode: '6111', repMsg: '验证失败' },
  GET_FAILED: { repCode: '6112', repMsg: '获取验证码失败,请联系管理员' },
  GET_LIMITED: { repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!' },
  INVALID_REQUEST: { repCode: '6206', repMsg: '无效请求，请重新获取验证码' },
  EXCEPTION: { repCode: '9999', repMsg: '服务器内部异常' },
} as const;
type Rep = (typeof RepCode)[keyof typeof RepCode];

export const CHALLENGE_TTL_MS = 120_000;
export const VERIFICATION_TTL_MS = 180_000;
/** How far (in the 310-px coordinate system) the drop may miss the hole. */
export const SLIP_OFFSET = 5;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface CaptchaResponse {
  repCode: string;
  repMsg: string;
  repData: Record<string, unknown> | null;
  success: boolean;
  error: boolean;
}
export const respond = (rep: Rep, repData: Record<string, unknown> | null = null, arg?: string): CaptchaResponse => ({
  repCode: rep.repCode,
  repMsg: arg ? rep.repMsg.replace('{0}', arg) : rep.repMsg,
  repData,
  success: rep.repCode === RepCode.SUCCESS.repCode,
  error: rep.repCode !== RepCode.SUCCESS.repCode,
});

export async function createChallenge(db: Db): Promise<CaptchaResponse> {
  const puzzle = generateBlockPuzzle();
  const token = newToken();
  const secretKey = randomSecretKey();
  await db
    .insertInto('system_captcha')
    .values({
      token,
      pointX: puzzle.x,
      pointY: puzzle.y,
      secretKey,
      expiresTime: new Date(Date.now() + CHALLENGE_TTL_MS),
      verificationHash: null,
      verificationExpiresTime: null,
    })
    .execute();
  if (Math.random() < 0.05) {
    await db.deleteFrom('system_captcha').where('expiresTime', '<', at(Date.now() - VERIFICATION_TTL_MS)).execute();
  }
  return respond(RepCode.SUCCESS, {
    originalImageBase64: puzzle.backgroundBase64,
    jigsawImageBase64: puzzle.pieceBase64,
    token,
    secretKey,
    result: false,
  });
}

/** Decrypts and parses the client's point; null when it is not a well-formed encrypted point. */
function readPoint(pointJson: string, secretKey: string): { plain: string; x: number; y: number } | null {
  try {
    const plain = aesDecrypt(pointJson, secretKey);
    const point = JSON.parse(plain) as { x?: unknown; y?: unknown };
    const x = Number(point.x);
    const y = Number(point.y);
    return Number.isFinite(x) && Number.isFinite(y) ? { plain, x, y } : null;
  } catch {
    return null;
  }
}

/**
 * Checks a slider drop. Each challenge is checked once (it is claimed by deleting it), right or wrong;
 * a right drop leaves a verification that sign-in can consume once within 3 minutes.
 */
export async function checkChallenge(db: Db, token: string, pointJson: string): Promise<CaptchaResponse> {
  const claimed = await db
    .deleteFrom('system_captcha')
    .where('token', '=', token)
    .where('verificationHash', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed || claimed.expiresTime <= Date.now()) return respond(RepCode.EXPIRED);
  const point = readPoint(pointJson, claimed.secretKey);
  if (!point || Math.abs(point.x - claimed.pointX) > SLIP_OFFSET || Math.round(point.y) !== CAPTCHA_Y) {
    return respond(RepCode.VERIFY_FAILED);
  }
  const verification = aesEncrypt(`${token}---${point.plain}`, claimed.secretKey);
  await db
    .insertInto('system_captcha')
    .values({
      token,
      pointX: claimed.pointX,
      pointY: claimed.pointY,
      secretKey: claimed.secretKey,
      expiresTime: new Date(claimed.expiresTime),
      verificationHash: sha256(verification),
      verificationExpiresTime: new Date(Date.now() + VERIFICATION_TTL_MS),
    })
    .execute();
  return respond(RepCode.SUCCESS, { token, result: true });
}

/** Consumes a captchaVerification at sign-in; answers the failure reason, or null when it is good. */
export async function consumeVerification(db: Db, captchaVerification: string): Promise<string | null> {
  const used = await db
    .deleteFrom('system_captcha')
    .where('verificationHash', '=', sha256(captchaVerification))
    .where('verificationExpiresTime', '>', dbNow())
    .returning('token')
    .executeTakeFirst();
  return used ? null : RepCode.EXPIRED.repMsg;
}

/** Test hook only: the expected x of a pending challenge. */
export async function peekAnswer(db: Db, token: string): Promise<number | null> {
  const row = await db.selectFrom('system_captcha').select('pointX').where('token', '=', token).executeTakeFirst();
  return row?.pointX ?? null;
}
