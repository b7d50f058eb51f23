import { http } from '../api/http';

/** AJ-Captcha ResponseModel (no `code` field: the request layer returns it whole). */
export interface CaptchaResponse<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success?: boolean;
}

export interface BlockPuzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string | null;
}

export function fetchBlockPuzzle(): Promise<CaptchaResponse<BlockPuzzle>> {
  let clientUid = localStorage.getItem('slider');
  if (!clientUid) {
    clientUid = `slider-${crypto.randomUUID()}`;
    localStorage.setItem('slider', clientUid);
  }
  return http.post('/system/captcha/get', { captchaType: 'blockPuzzle', clientUid, ts: Date.now() }, { skipToken: true });
}

export function checkBlockPuzzle(token: string, pointJson: string): Promise<CaptchaResponse<unknown>> {
  return http.post('/system/captcha/check', { captchaType: 'blockPuzzle', token, pointJson }, { skipToken: true });
}
