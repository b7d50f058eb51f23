/** The staff console's API and the API for merchants' and client apps (`/app-api`, as the reference). */
export const ADMIN_API_PREFIX = '/admin-api';
export const APP_API_PREFIX = '/app-api';
const PREFIXES = [ADMIN_API_PREFIX, APP_API_PREFIX];

/** Whether a URL is under one of the APIs: `/admin-api`, `/admin-api/…`, `/admin-api?…` — not `/admin-apis`. */
export function isApiUrl(url: string | undefined): boolean {
  if (url === undefined) return false;
  return PREFIXES.some((prefix) => {
    if (!url.startsWith(prefix)) return false;
    const next = url[prefix.length];
    return next === undefined || next === '/' || next === '?';
  });
}
