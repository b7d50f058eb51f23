import path from 'node:path';
import type { Plugin } from 'vite';

/** What the build writes where the page's nonce goes; the server replaces it per request (platform/web.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const DYNAMIC_CSS_SHIM = path.join(import.meta.dirname, 'shims', 'rc-dynamic-css.ts');
/** @rc-component/util's own modules, which import its style injector relatively. */
const RC_UTIL = /[\\/]@rc-component[\\/]util[\\/]es[\\/][^\\/]+\.js$/;

/**
 * The console's page runs under a Content-Security-Policy whose style-src names a per-request nonce (no
 * 'unsafe-inline'), so every `<style>` element the app inserts must carry that nonce:
 * - `html.cspNonce` makes Vite write `<meta property="csp-nonce" nonce="__CSP_NONCE__">` (which the server fills
 *   in and the app reads) and put the nonce on the page's script and stylesheet links;
 * - antd's CSS-in-JS and icons get it through ConfigProvider `csp`, TipTap through `injectNonce`; but
 *   rc-util's style injector, which they all end in, is also called without one: by the scroll locker of every
 *   Modal and Drawer (@rc-component/portal) and the scrollbar measurement (known upstream: ant-design#53032). Those
 *   imports get a wrapper that adds the page's nonce where the caller gave none.
 * Should rc-util move its injector, nothing matches and the end-to-end tests (which fail on any console error, a
 * refused style included) say so.
 */
export function cspNonce(): Plugin {
  return {
    name: 'console:csp-nonce',
    enforce: 'pre',
    config: () => ({ html: { cspNonce: CSP_NONCE_PLACEHOLDER } }),
    resolveId(source, importer) {
      if (!importer || importer === DYNAMIC_CSS_SHIM) return null;
      if (source === '@rc-component/util/es/Dom/dynamicCSS') return DYNAMIC_CSS_SHIM;
      if (source === './Dom/dynamicCSS' && RC_UTIL.test(importer)) return DYNAMIC_CSS_SHIM;
      return null;
    },
  };
}
