/** An address of this app (under its base path) for a provider to send the browser back to. */
export function socialCallbackUrl(path: string, query: Record<string, string>): string {
  const url = new URL(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** What the provider sent back: DingTalk's new login names the code `authCode`. */
export function providerAnswer(params: URLSearchParams): { type: number; code: string; state: string } | null {
  const type = Number(params.get('type'));
  const code = params.get('code') ?? params.get('authCode');
  const state = params.get('state');
  return Number.isInteger(type) && type > 0 && code && state ? { type, code, state } : null;
}
