// rc-util's style injector, with the page's CSP nonce on every <style> element it inserts (see build/csp-nonce.ts).
import { clearContainerCache, injectCSS as inject, removeCSS, updateCSS as update } from '@rc-component/util/es/Dom/dynamicCSS';
import { CSP_NONCE } from '../../src/shared/security/csp-nonce';

type Options = NonNullable<Parameters<typeof update>[2]>;

const withNonce = (option: Options = {}): Options =>
  CSP_NONCE && !option.csp?.nonce ? { ...option, csp: { ...option.csp, nonce: CSP_NONCE } } : option;

export function injectCSS(css: string, option?: Options): HTMLStyleElement {
  return inject(css, withNonce(option));
}

export function updateCSS(css: string, key: string, option?: Options): HTMLElement {
  return update(css, key, withNonce(option));
}

export { clearContainerCache, removeCSS };
