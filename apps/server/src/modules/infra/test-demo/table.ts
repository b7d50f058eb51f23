import type { Generated } from 'kysely';
import type { AuditColumns } from '../../../db/schema';

/** infra_test_demo: 代码生成示例表. */
export interface TestDemoTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  status: number;
  type: number;
  category: number;
  remark: string | null;
}

declare module '../../../db/schema' {
  interface Database {
    infra_test_demo: TestDemoTable;
  }
}
