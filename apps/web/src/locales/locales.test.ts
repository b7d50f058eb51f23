import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-CN';
import { enUS } from './en-US';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('locales', () => {
  it('en-US has exactly the keys of zh-CN, none empty', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
    expect(keys(enUS).every((key) => key.length > 0)).toBe(true);
  });

  it('carries the spec texts verbatim', () => {
    expect(zhCN.common.systemNotice).toBe('系统提示');
    expect([zhCN.common.ok, zhCN.common.cancel]).toEqual(['确定', '取消']);
    expect(zhCN.layout.logoutConfirm).toBe('确定注销并退出系统吗？');
    expect(zhCN.request.reloginText).toBe('登录状态已过期，您可以继续留在该页面，或者重新登录');
    expect(enUS.request.reloginText).toBe('Login status has expired, you may stay on this page or log in again');
    expect(enUS.layout.logoutConfirm).toBe('Are you sure you want to log out of the system?');
    expect([enUS.common.systemNotice, enUS.common.ok, enUS.common.cancel]).toEqual(['System notice', 'OK', 'Cancel']);
  });
});
