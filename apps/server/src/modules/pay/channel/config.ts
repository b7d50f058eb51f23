import { PayErrors } from '@console/contracts/error-codes';
import { badField, ServiceError } from '../../../platform/errors';
import { postedSecret, SECRET_MASK } from '../../../platform/secret-mask';

/**
 * Channel configs (reference pay-bpm §1.3): WeChat Pay (`WXPayClientConfig`, checked by API version), Alipay
 * (`AlipayPayClientConfig`, checked by key mode) and the sandbox channel `mock`, which needs none. Stored as the
 * JSON text the original keeps; the private keys in it never go out in full.
 */

export const WECHAT_CODES = ['wx_pub', 'wx_lite', 'wx_app', 'wx_native'] as const;
export const ALIPAY_CODES = ['alipay_pc', 'alipay_wap', 'alipay_app', 'alipay_qr'] as const;
export const MOCK_CODE = 'mock';

/** The keys of a config that are secrets: shown as the mask, kept when the mask comes back. */
const SECRET_KEYS = ['mchKey', 'apiV3Key', 'privateKeyContent', 'privateKey'] as const;

type Config = Record<string, unknown>;

function parse(text: string): Config {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badField('config', '必须是 JSON 对象');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badField('config', '必须是 JSON 对象');
  return value as Config;
}

const text = (config: Config, key: string) => (typeof config[key] === 'string' ? (config[key]).trim() : '');
const need = (config: Config, key: string, label: string) => {
  const value = text(config, key);
  if (!value) throw badField(`config.${key}`, `${label}不能为空`);
  if (value.length > 4096) throw badField(`config.${key}`, `${label}过长`);
  return value;
};
/** A required secret, or the error code the original gives for its absence. */
const needSecret = (config: Config, key: string, missing: typeof PayErrors[keyof typeof PayErrors]) => {
  const value = text(config, key);
  if (!value) throw new ServiceError(missing);
  return value;
};

function wechat(config: Config) {
  const apiVersion = text(config, 'apiVersion');
  if (apiVersion !== 'v2' && apiVersion !== 'v3') throw badField('config.apiVersion', '只能是 v2 或 v3');
  const base = { appId: need(config, 'appId', '公众号 APPID'), mchId: need(config, 'mchId', '商户号'), apiVersion };
  if (apiVersion === 'v2') return { ...base, mchKey: needSecret(config, 'mchKey', PayErrors.CHANNEL_WECHAT_VERSION_2_MCH_KEY_IS_NULL) };
  return {
    ...base,
    apiV3Key: need(config, 'apiV3Key', 'API V3 密钥'),
    privateKeyContent: needSecret(config, 'privateKeyContent', PayErrors.CHANNEL_WECHAT_VERSION_3_PRIVATE_KEY_IS_NULL),
    privateCertContent: needSecret(config, 'privateCertContent', PayErrors.CHANNEL_WECHAT_VERSION_3_CERT_KEY_IS_NULL),
  };
}

function alipay(config: Config) {
  const serverUrl = need(config, 'serverUrl', '网关地址');
  if (!/^https?:\/\/\S+$/.test(serverUrl)) throw badField('config.serverUrl', '不是合法的网关地址');
  if (text(config, 'signType') !== 'RSA2') throw badField('config.signType', '只支持 RSA2');
  const mode = Number(config.mode);
  if (mode !== 1 && mode !== 2) throw badField('config.mode', '只能是 1（公钥模式）或 2（证书模式）');
  // Requests are signed with the app's private key in both modes (the original's certificate form forgot the field).
  const base = { serverUrl, appId: need(config, 'appId', '开放平台 APPID'), signType: 'RSA2', mode, privateKey: need(config, 'privateKey', '商户私钥') };
  if (mode === 1) return { ...base, alipayPublicKey: need(config, 'alipayPublicKey', '支付宝公钥字符串') };
  return {
    ...base,
    appCertContent: need(config, 'appCertContent', '商户公钥应用证书'),
    alipayPublicCertContent: need(config, 'alipayPublicCertContent', '支付宝公钥证书'),
    rootCertContent: need(config, 'rootCertContent', '根证书'),
  };
}

/**
 * The config to store for a channel: checked for its code, unknown keys dropped, and each secret sent back as the
 * mask (or left out) replaced by the stored one.
 */
export function channelConfig(code: string, posted: string, stored?: string): string {
  const config = parse(posted);
  if (stored) {
    const previous = parse(stored);
    for (const key of SECRET_KEYS) {
      const kept = postedSecret(typeof config[key] === 'string' ? (config[key]) : undefined, typeof previous[key] === 'string' ? (previous[key]) : undefined);
      if (kept !== undefined) config[key] = kept;
    }
  }
  if (code === MOCK_CODE) return '{}';
  if ((WECHAT_CODES as readonly string[]).includes(code)) return JSON.stringify(wechat(config));
  if ((ALIPAY_CODES as readonly string[]).includes(code)) return JSON.stringify(alipay(config));
  throw badField('code', `不支持的支付渠道：${code}`);
}

/** A stored config as shown: its secrets masked. */
export function shownConfig(stored: string): string {
  const config = parse(stored);
  for (const key of SECRET_KEYS) if (config[key]) config[key] = SECRET_MASK;
  return JSON.stringify(config);
}
