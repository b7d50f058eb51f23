import { describe, expect, it } from 'vitest';
import { hasPermi, hasPermiAnd, hasPermiOne, hasRole, hasRoleAnd, MISSING_VALUE_MESSAGE } from './permission';

const editor = { roles: ['common'], permissions: ['system:dict:query', 'system:dict:update'] };

describe('permission checks', () => {
  it('any: passes when one listed permission is held', () => {
    expect(hasPermi(editor, ['system:dict:delete', 'system:dict:update'])).toBe(true);
    expect(hasPermi(editor, ['system:dict:delete'])).toBe(false);
  });

  it('all: passes only when every listed permission is held', () => {
    expect(hasPermiAnd(editor, ['system:dict:query', 'system:dict:update'])).toBe(true);
    expect(hasPermiAnd(editor, ['system:dict:query', 'system:dict:delete'])).toBe(false);
    expect(hasPermiOne(editor, 'system:dict:query')).toBe(true);
  });

  it('the permission *:*:* passes every permission check; role admin passes every role check', () => {
    const wildcard = { roles: ['common'], permissions: ['*:*:*'] };
    expect(hasPermi(wildcard, ['anything:at:all'])).toBe(true);
    expect(hasPermiAnd(wildcard, ['a:b:c', 'd:e:f'])).toBe(true);
    expect(hasPermiOne(wildcard, 'a:b:c')).toBe(true);
    const admin = { roles: ['admin'], permissions: [] };
    expect(hasRole(admin, ['some_role'])).toBe(true);
    expect(hasRoleAnd(admin, ['x', 'y'])).toBe(true);
  });

  it('permission checks never look at roles: super_admin or admin without the permission does not pass', () => {
    // A role coded super_admin in an ordinary tenant holds its package's permissions only; the server refuses
    // the rest, so the web must not show them either.
    for (const roles of [['super_admin'], ['admin'], ['admin', 'super_admin']]) {
      const subject = { roles, permissions: ['system:user:query'] };
      expect(hasPermi(subject, ['system:tenant:create'])).toBe(false);
      expect(hasPermiAnd(subject, ['system:user:query', 'system:tenant:create'])).toBe(false);
      expect(hasPermiOne(subject, 'system:tenant:create')).toBe(false);
      expect(hasPermi(subject, ['system:user:query'])).toBe(true);
    }
  });

  it('role checks: super_admin and *:*:* are not the admin role', () => {
    expect(hasRole({ roles: ['super_admin'], permissions: [] }, ['some_role'])).toBe(false);
    expect(hasRole({ roles: ['common'], permissions: ['*:*:*'] }, ['some_role'])).toBe(false);
    expect(hasRole({ roles: ['super_admin'], permissions: [] }, ['super_admin'])).toBe(true);
  });

  it('checks roles', () => {
    expect(hasRole(editor, ['common', 'x'])).toBe(true);
    expect(hasRoleAnd(editor, ['common', 'x'])).toBe(false);
  });

  it('throws "please set role permission tag value" when no list is given', () => {
    expect(() => hasPermi(editor, [])).toThrow(MISSING_VALUE_MESSAGE);
    expect(() => hasRole(editor, undefined)).toThrow('please set role permission tag value');
    expect(() => hasPermiOne(editor, '')).toThrow(MISSING_VALUE_MESSAGE);
  });
});
