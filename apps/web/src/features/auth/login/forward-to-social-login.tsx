import { Navigate, useSearchParams } from 'react-router';

/**
 * The spec's other open callback routes (/bind, /auth-redirect, /oauthLogin/gitee — RuoYi's names for a provider's
 * way back) hand the provider's answer to /social-login, which signs in or binds; /oauthLogin/gitee says it is Gitee.
 */
export default function ForwardToSocialLogin({ type }: { type?: number }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  if (type !== undefined && !query.has('type')) query.set('type', String(type));
  return <Navigate to={`/social-login?${query.toString()}`} replace />;
}
