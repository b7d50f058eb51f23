import path from 'node:path';
import type { Plugin } from 'vite';

/** What the build writes where the page's nonce goes; the server replaces it per request (platform/web.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const DYNAMIC_CSS_SHIM = path.join(import.meta.dirname, 'shims', 'rc-dynamic-css.ts');
/** @rc-component/util's own modules, which import its style injector relatively. */
const RC_UTIL = /[\\/]@rc-component[\\/]util[\\/]es[\\/][^\\/]+\.js$/;

/** @ant-design/icons-svg's icon definitions; two of them (LoginOutlined, RestOutlined) carry an empty `<style>`. */
const ICON_DEFINITION = /[\\/]@ant-design[\\/]icons-svg[\\/](es|lib)[\\/]asn[\\/][A-Za-z]+\.js$/;
const EMPTY_SVG_STYLE = /\{\s*"tag":\s*"defs",\s*"attrs":\s*\{\},\s*"children":\s*\[\{\s*"tag":\s*"style",\s*"attrs":\s*\{\}\s*\}\]\s*\},\s*/g;

/** An icon definition without its empty `<defs><style/></defs>`: the element does nothing, and the policy refuses it. */
export function dropEmptySvgStyle(code: string): string {
  return code.replace(EMPTY_SVG_STYLE, '');
}

/**
 * The console's page runs under a Content-Security-Policy whose style-src names a per-request nonce (no
 * 'unsafe-inline'), so every `<style>` element the app inserts must carry that nonce:
 * - `html.cspNonce` makes Vite write `<meta property="csp-nonce" nonce="__CSP_NONCE__">` (which the server fills
 *   in and the app reads) and put the nonce on the page's script and stylesheet links;
 * - antd's CSS-in-JS and icons get it through ConfigProvider `csp`, TipTap through `injectNonce`; but
 *   rc-util's style injector, which they all end in, is also called without one: by the scroll locker of every
 *   Modal and Drawer (@rc-component/portal) and the scrollbar measurement (known upstream: ant-design#53032). Those
 *   imports get a wrapper that adds the page's nonce where the caller gave none.
 * - two antd icons (LoginOutlined, RestOutlined) draw an empty `<defs><style/></defs>`, which React inserts as a
 *   `<style>` element with no nonce: their definitions lose it at build time.
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
    transform(code, id) {
      if (!ICON_DEFINITION.test(id)) return null;
      const cleaned = dropEmptySvgStyle(code);
      return cleaned === code ? null : { code: cleaned, map: null };
    },
  };
}
