/** Social sign-in values both sides use (plain code: the web app imports it). */

/** SocialTypeEnum (reference §2.6), plus GitHub (an addition: the original has no GitHub client). */
export const SocialType = {
  GITEE: 10,
  GITHUB: 11,
  DINGTALK: 20,
  WECHAT_ENTERPRISE: 30,
  WECHAT_OPEN: 32,
} as const;
export type SocialTypeValue = (typeof SocialType)[keyof typeof SocialType];

/** The types the server has a client for, in the order the sign-in page shows them. */
export const SOCIAL_TYPES: readonly SocialTypeValue[] = [SocialType.DINGTALK, SocialType.WECHAT_ENTERPRISE, SocialType.WECHAT_OPEN, SocialType.GITEE, SocialType.GITHUB];

/** user_type of an admin user (as the original's UserTypeEnum.ADMIN). */
export const ADMIN_USER_TYPE = 2;
