/**
 * The nonce the server gave this page: its Content-Security-Policy admits a `<style>` element only with it. The
 * build writes `<meta property="csp-nonce" nonce="…">` (Vite `html.cspNonce`) and the server fills in a fresh
 * value per request. Read through the `nonce` property: browsers hide the attribute once the policy applies.
 * Undefined where the page has none (unit tests); the dev server's page carries the placeholder, harmless where
 * no policy asks for a nonce.
 */
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
// The attribute where a browser (or jsdom) has no nonce property, as Vite's preload helper reads it.
export const CSP_NONCE: string | undefined = meta?.nonce || meta?.getAttribute('nonce') || undefined;

/** For antd's ConfigProvider `csp`, @ant-design/icons' IconProvider and rc-util: one object, never a new one. */
export const CSP_CONFIG: { nonce?: string } = { nonce: CSP_NONCE };
