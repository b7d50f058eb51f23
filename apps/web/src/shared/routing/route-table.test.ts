import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../auth/auth-types';
import { buildRouteTable, HOME_PATH, homePathOf, PROFILE_PATH, STATIC_ROUTE_META } from './route-table';

let nextId = 1;
const node = (path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: nextId++,
  parentId: 0,
  name: path,
  path,
  component: null,
  icon: '',
  visible: true,
  keepAlive: true,
  children: null,
  ...extra,
});

const tableOf = (menus: MenuNode[]) => [...STATIC_ROUTE_META, ...buildRouteTable(menus)];

describe('homePathOf', () => {
  it('is the landing page when the menus hold it', () => {
    const menus = [
      node('/system', { children: [node('post', { component: 'system/post/index' })] }),
      node('/audit', { children: [node('lawyer', { component: 'audit/lawyer/index' })] }),
    ];
    expect(homePathOf(tableOf(menus))).toBe(HOME_PATH);
  });

  it('is the first screen of the sidebar otherwise, skipping directories, hidden pages and external links', () => {
    const menus = [
      node('https://example.com', { component: null }),
      node('/system', {
        children: [
          node('hidden', { component: 'system/hidden/index', visible: false }),
          node('log', { children: [node('login-log', { component: 'system/loginlog/index' })] }),
          node('post', { component: 'system/post/index' }),
        ],
      }),
    ];
    expect(homePathOf(tableOf(menus))).toBe('/system/log/login-log');
  });

  it('is the personal centre for a user without any screen', () => {
    expect(homePathOf(tableOf([]))).toBe(PROFILE_PATH);
    expect(homePathOf(tableOf([node('/system', { children: [] })]))).toBe(PROFILE_PATH);
  });
});
