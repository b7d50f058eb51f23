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

  it('roles admin and super_admin and the permission *:*:* pass every check', () => {
    for (const subject of [
      { roles: ['admin'], permissions: [] },
      { roles: ['super_admin'], permissions: [] },
      { roles: ['common'], permissions: ['*:*:*'] },
    ]) {
      expect(hasPermi(subject, ['anything:at:all'])).toBe(true);
      expect(hasPermiAnd(subject, ['a:b:c', 'd:e:f'])).toBe(true);
      expect(hasRole(subject, ['some_role'])).toBe(true);
      expect(hasRoleAnd(subject, ['x', 'y'])).toBe(true);
    }
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
