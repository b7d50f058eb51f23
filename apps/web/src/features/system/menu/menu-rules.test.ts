import { describe, expect, it } from 'vitest';
import { MENU_TYPE, menuPathProblem } from './menu-rules';

describe('menu path rules', () => {
  it('a top-level directory or menu path must start with /', () => {
    expect(menuPathProblem('/system', 0, MENU_TYPE.DIR)).toBeNull();
    expect(menuPathProblem('system', 0, MENU_TYPE.DIR)).toBe('rootSlash');
    expect(menuPathProblem('system', null, MENU_TYPE.MENU)).toBe('rootSlash');
  });

  it('a child path must not start with /', () => {
    expect(menuPathProblem('user', 1, MENU_TYPE.MENU)).toBeNull();
    expect(menuPathProblem('/user', 1, MENU_TYPE.MENU)).toBe('childSlash');
  });

  it('external http(s) links are allowed at any level', () => {
    expect(menuPathProblem('https://www.iocoder.cn', 0, MENU_TYPE.DIR)).toBeNull();
    expect(menuPathProblem('http://example.com/a', 5, MENU_TYPE.MENU)).toBeNull();
  });

  it('directories and menus need a path; buttons have none', () => {
    expect(menuPathProblem('', 0, MENU_TYPE.DIR)).toBe('required');
    expect(menuPathProblem('   ', 3, MENU_TYPE.MENU)).toBe('required');
    expect(menuPathProblem('', 3, MENU_TYPE.BUTTON)).toBeNull();
    expect(menuPathProblem('/anything', 3, MENU_TYPE.BUTTON)).toBeNull();
  });
});
