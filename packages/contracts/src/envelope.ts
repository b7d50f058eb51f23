import { Type, type Static, type TSchema } from 'typebox';

/** `{code, msg, data}`: code 0 is success; business errors come with HTTP 200 and a non-zero code. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export const PageResult = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer() });

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}
export interface Page<T> {
  list: T[];
  total: number;
}

/** Paging as the reference: pageNo ≥ 1 (default 1), pageSize 1..100 (default 10); one bound for every page route. */
export const MAX_PAGE_NO = 1_000_000;
export const MAX_PAGE_SIZE = 100;
export const PageParams = Type.Object({
  pageNo: Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1, description: '页码，从 1 开始' }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10, description: '每页条数，最大值为 100' }),
});
export type PageParams = Static<typeof PageParams>;

/** Public settings the web app reads before sign-in. */
export const PublicConfig = Type.Object({
  captchaEnabled: Type.Boolean(),
  tenantEnabled: Type.Boolean(),
  demoMode: Type.Boolean(),
  /** Seconds between the web app's unread 站内信 count requests. */
  notifyPollSeconds: Type.Integer({ minimum: 2, maximum: 3600 }),
});
export type PublicConfig = Static<typeof PublicConfig>;
