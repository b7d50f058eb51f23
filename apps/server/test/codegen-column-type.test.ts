import { describe, expect, it } from 'vitest';
import { mapColumnType, postgresDefault, type MappedType } from '../src/modules/infra/codegen/column-type';

/** 代码生成's type mapping: MySQL defaults the migration's PostgreSQL table keeps, so the column stays optional on create. */

const mysql = (dataType: string, defaultSql: string) => {
  const facts = { dialect: 'mysql' as const, default: defaultSql };
  return postgresDefault(facts, mapColumnType(dataType, facts) as MappedType);
};

describe('a MySQL default in the migration', () => {
  it('keeps function defaults with a PostgreSQL counterpart', () => {
    expect(mysql('char(36)', 'uuid()')).toBe('gen_random_uuid()::text');
    expect(mysql('varchar(40)', 'UUID()')).toBe('gen_random_uuid()::text');
    expect(mysql('datetime', 'now()')).toBe('CURRENT_TIMESTAMP');
    expect(mysql('datetime(3)', 'current_timestamp(3)')).toBe('CURRENT_TIMESTAMP');
    expect(mysql('timestamp', 'current_timestamp()')).toBe('CURRENT_TIMESTAMP');
    expect(mysql('datetime', 'localtime()')).toBe('CURRENT_TIMESTAMP');
    expect(mysql('datetime', 'utc_timestamp()')).toBe("(now() at time zone 'utc')");
    expect(mysql('date', 'curdate()')).toBe('CURRENT_DATE');
    expect(mysql('time', 'curtime()')).toBe('LOCALTIME');
    expect(mysql('bigint', 'unix_timestamp()')).toBe('extract(epoch from now())::bigint');
    expect(mysql('double', 'rand()')).toBe('random()');
  });

  it('keeps arithmetic on numbers, and nothing that could be more than arithmetic', () => {
    expect(mysql('int', '1 + 1')).toBe('(1 + 1)');
    expect(mysql('decimal(10,2)', '(2 * 3.5) - 1')).toBe('((2 * 3.5) - 1)');
    // A function PostgreSQL has no counterpart for, or text that is not arithmetic: no default (required on create).
    expect(mysql('varchar(40)', "concat('a','b')")).toBeNull();
    expect(mysql('int', '1; drop table x')).toBeNull();
    expect(mysql('varchar(40)', '1 + 1')).toBeNull();
  });
});
