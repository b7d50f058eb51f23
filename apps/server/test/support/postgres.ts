export const TEMPLATE_DB = 'console_test_template';

/** The same server, another database. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
