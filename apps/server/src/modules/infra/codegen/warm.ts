import { CodegenFrontType } from '@console/contracts/codes';
import { schemaColumn } from '../db-schema/column';
import type { SchemaColumn } from '../db-schema/types';
import { columnDefaults, tableNames } from './defaults';
import { closeFormatter } from './format';
import { warmGenerate } from './generate';
import type { Definition } from './service';

/*
 * A cold preview pays for loading Prettier and for running its code before the JIT has compiled it (a 60-column table:
 * ~1.2 s of CPU against ~0.2 s warm). A team opens 代码生成's list or edit page before it asks for a preview, so the
 * first request to the area has a sample module generated in the background: templates compiled, the formatting
 * thread started and warm. Servers that never use 代码生成 (and tests) pay nothing.
 */

/** A sample column with its comment, numbered in order below. */
const column = (name: string, dataType: string, comment: string, extra: Partial<SchemaColumn> = {}) => ({ name, dataType, comment, extra });

/** A table with a column of each value kind and form control, as an import would define it. */
const SAMPLE_COLUMNS: SchemaColumn[] = [
  column('id', 'bigint', '编号', { nullable: false, primaryKey: true, autoIncrement: true, identity: 'default' }),
  column('name', 'varchar(64)', '名字', { nullable: false }),
  column('status', 'smallint', '状态', { nullable: false, defaultSql: '0' }),
  column('type', 'integer', '类型'),
  column('amount', 'numeric(10,2)', '金额'),
  column('enabled', 'boolean', '是否启用'),
  column('content', 'text', '内容'),
  column('publish_time', 'timestamptz', '发布时间'),
  column('creator', 'varchar(64)', '', { nullable: false, defaultSql: "''" }),
  column('create_time', 'timestamptz', '', { nullable: false, defaultSql: 'now()' }),
].map(({ name, dataType, comment, extra }, index) => schemaColumn(name, index + 1, dataType, { comment, ...extra }));

function sampleDefinition(): Definition {
  const now = Date.now();
  return {
    table: {
      id: 0,
      dataSourceConfigId: 0,
      scene: 1,
      tableName: 'warm_sample',
      tableComment: '预热示例表',
      remark: null,
      ...tableNames('warm_sample', '预热示例表'),
      author: 'admin',
      templateType: 1,
      frontType: CodegenFrontType.REACT_ANTD,
      parentMenuId: 0,
      createTime: now,
      updateTime: now,
    },
    columns: SAMPLE_COLUMNS.map((c, i) => {
      const { facts, ...defaults } = columnDefaults(c, i + 1, 'postgres');
      return { ...defaults, id: i + 1, tableId: 0, facts: JSON.parse(facts) as Definition['columns'][number]['facts'], createTime: now };
    }),
  };
}

/** One round leaves the first preview of a 60-column table at ~0.6 s of CPU; four bring it near a warm one's. */
const WARM_ROUNDS = 4;
let warming: Promise<void> | undefined;

/** Warms the generator once per process (until closeGenerator); a failure is reported to `onError`, not retried. */
export function warmGenerator(onError: (err: unknown) => void = () => undefined): Promise<void> {
  warming ??= warmGenerate(sampleDefinition(), WARM_ROUNDS).catch(onError);
  return warming;
}

/** Stops the formatting thread (the app closes): a later request to the area warms a new one. */
export async function closeGenerator(): Promise<void> {
  warming = undefined;
  await closeFormatter();
}
