/** Where to go after sign-in: the redirect parameter (an in-app path) or the index. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  return redirect;
}
