import { describe, expect, it } from 'vitest';
import './texts';
import { render, screen, within } from '@testing-library/react';
import '@/shared/i18n/i18n';
import { ImportReport } from './import-report';
import { avatarProblem, STRONG_PASSWORD } from './pages/profile';

describe('import report', () => {
  it('lists created, updated and failed rows, each failure with its reason', () => {
    render(
      <ImportReport
        result={{
          createUsernames: ['alice', 'bob'],
          updateUsernames: ['carol'],
          failureUsernames: { dave: '用户账号已经存在', eve: '手机号格式不正确' },
          failureCount: 2,
        }}
      />,
    );
    const report = screen.getByTestId('import-report');
    expect(report.textContent).toContain('创建成功数量：2');
    expect(report.textContent).toContain('更新成功数量：1');
    expect(report.textContent).toContain('更新失败数量：2');
    expect(within(screen.getByRole('list', { name: '创建成功数量：2' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['alice', 'bob']);
    expect(within(screen.getByRole('list', { name: '更新成功数量：1' })).getByRole('listitem').textContent).toBe('carol');
    expect(within(screen.getByRole('list', { name: '更新失败数量：2' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'dave：用户账号已经存在',
      'eve：手机号格式不正确',
    ]);
  });

  it('counts every failed row when the answer lists only the first ones', () => {
    render(<ImportReport result={{ createUsernames: [], updateUsernames: [], failureUsernames: { a: '原因', '……（另有 149 行）': '未逐一列出' }, failureCount: 150 }} />);
    expect(screen.getByTestId('import-report').textContent).toContain('更新失败数量：150');
    expect(within(screen.getByRole('list', { name: '更新失败数量：150' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('an import with nothing failed shows zero failures and no failure list', () => {
    render(<ImportReport result={{ createUsernames: [], updateUsernames: ['x'], failureUsernames: {}, failureCount: 0 }} />);
    expect(screen.getByTestId('import-report').textContent).toContain('更新失败数量：0');
    expect(screen.queryByRole('list', { name: '更新失败数量：0' })).toBeNull();
  });
});

describe('personal centre rules', () => {
  it('new passwords: 6–20 characters with a letter and a digit', () => {
    expect(STRONG_PASSWORD.test('abc123')).toBe(true);
    expect(STRONG_PASSWORD.test('abcdef')).toBe(false);
    expect(STRONG_PASSWORD.test('123456')).toBe(false);
    expect(STRONG_PASSWORD.test('a1')).toBe(false);
    expect(STRONG_PASSWORD.test('a1'.repeat(11))).toBe(false);
  });

  it('avatars: images only, at most 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'application/pdf', size: 1000 })).toBe('user.profile.avatarWrongType');
    expect(avatarProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('user.profile.avatarTooLarge');
  });
});
