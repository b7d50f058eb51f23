import type { ColumnType, Generated } from 'kysely';

/** infra_test_demo: 代码生成示例表. */
export interface TestDemoTable {
  id: Generated<number>;
  name: string;
  status: number;
  type: number;
  category: number;
  remark: string | null;
  creator: Generated<string>;
  createTime: ColumnType<number, Date | string | undefined, Date | string | undefined>;
  updater: Generated<string>;
  updateTime: ColumnType<number, Date | string | undefined, Date | string | undefined>;
}

declare module '../../../db/schema' {
  interface Database {
    infra_test_demo: TestDemoTable;
  }
}
