import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspNonce } from './csp-nonce';

const modules = path.join('/app', 'node_modules');
const resolve = (source: string, importer?: string) =>
  (cspNonce().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('CSP nonce for rc-util\'s style injector', () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.resetModules();
  });

  it('points cssinjs\' and rc-util\'s own imports of the injector at the wrapper, nothing else', () => {
    const cssinjs = path.join(modules, '@ant-design', 'cssinjs', 'es', 'hooks', 'useStyleRegister.js');
    const rcUtil = path.join(modules, '@rc-component', 'util', 'es');
    expect(resolve('@rc-component/util/es/Dom/dynamicCSS', cssinjs)).toMatch(/shims[\\/]rc-dynamic-css\.ts$/);
    expect(resolve('./Dom/dynamicCSS', path.join(rcUtil, 'index.js'))).toMatch(/shims[\\/]rc-dynamic-css\.ts$/);
    expect(resolve('./Dom/dynamicCSS', path.join(rcUtil, 'getScrollBarSize.js'))).toMatch(/shims[\\/]rc-dynamic-css\.ts$/);
    // The wrapper reaches the real module; other modules named alike elsewhere are left alone.
    expect(resolve('@rc-component/util/es/Dom/dynamicCSS', resolve('@rc-component/util/es/Dom/dynamicCSS', cssinjs)!)).toBeNull();
    expect(resolve('./Dom/dynamicCSS', path.join(modules, 'other', 'es', 'index.js'))).toBeNull();
    expect(resolve('@rc-component/util', '/app/src/main.tsx')).toBeNull();
  });

  it('gives every style element the page\'s nonce, unless the caller gave one', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'page-nonce');
    document.head.append(meta);
    const { injectCSS, updateCSS, removeCSS } = await import('./shims/rc-dynamic-css');

    // As @rc-component/portal's scroll locker calls it: no options at all.
    const locker = updateCSS('html body { overflow-y: hidden; }', 'locker');
    expect(locker.nonce).toBe('page-nonce');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(updateCSS('html body { overflow-y: auto; }', 'locker')).toBe(locker);
    removeCSS('locker');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);

    expect(injectCSS('.a { color: red; }', { prepend: true }).nonce).toBe('page-nonce');
    expect(updateCSS('.b { color: red; }', 'b', { csp: { nonce: 'own' } }).nonce).toBe('own');
  });

  it('adds nothing where the page has no nonce', async () => {
    const { updateCSS } = await import('./shims/rc-dynamic-css');
    expect(updateCSS('.c { color: red; }', 'c').nonce).toBe('');
  });
});

describe('icons with an empty <style> (refused by the page policy)', () => {
  it('drops the empty <defs><style/></defs> of LoginOutlined and RestOutlined at build time, and nothing else', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const { dropEmptySvgStyle } = await import('./csp-nonce');
    const require = createRequire(import.meta.url);
    const login = await readFile(require.resolve('@ant-design/icons-svg/es/asn/LoginOutlined.js'), 'utf8');
    expect(login).toContain('"tag": "style"');
    const cleaned = dropEmptySvgStyle(login);
    expect(cleaned).not.toContain('"tag": "style"');
    expect(cleaned).not.toContain('"tag": "defs"');
    expect(cleaned).toContain('"tag": "path"');
    const transform = cspNonce().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(login, '/app/node_modules/@ant-design/icons-svg/es/asn/LoginOutlined.js')?.code).toBe(cleaned);
    const user = await readFile(require.resolve('@ant-design/icons-svg/es/asn/UserOutlined.js'), 'utf8');
    expect(transform(user, '/app/node_modules/@ant-design/icons-svg/es/asn/UserOutlined.js')).toBeNull();
    expect(transform(login, '/app/src/main.tsx')).toBeNull();
  });
});
