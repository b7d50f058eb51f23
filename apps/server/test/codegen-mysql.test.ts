import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMariaDb, type TestMariaDb } from './support/mariadb';
import { createTestApp, type TestApp } from './support/test-app';

/** 代码生成 from a MySQL data source (a real MariaDB): MySQL's types read as the original reads them, and generated. */

const URL = '/admin-api/infra/codegen';

let t: TestApp;
let token: string;
let maria: TestMariaDb;
beforeAll(async () => {
  [t, maria] = await Promise.all([createTestApp(), startMariaDb()]);
  token = (await t.login()).accessToken;
  await maria.exec(
    `create database mall; use mall;
     create table mall_brand (
       id bigint not null auto_increment primary key comment '品牌编号',
       name varchar(64) not null comment '品牌名称',
       sort int not null default 0 comment '排序',
       status tinyint not null default 0 comment '状态',
       recommended tinyint(1) not null default 0 comment '是否推荐',
       price decimal(10,2) comment '参考价',
       pic_image varchar(255) comment '品牌图片',
       description text comment '品牌描述',
       create_time datetime not null default current_timestamp comment '创建时间'
     ) comment '商品品牌表';
     create table qrtz_locks (lock_name varchar(40) primary key comment '锁') comment '调度锁';`,
  );
});
afterAll(async () => {
  await t.close();
  await maria.stop();
});

it('imports a MariaDB table through its data source and generates its module', async () => {
  const source = await t.api<number>({
    method: 'POST',
    url: '/admin-api/infra/data-source-config/create',
    token,
    payload: { name: '商城库', url: maria.jdbcUrl('mall'), username: maria.user, password: maria.password },
  });
  expect(source, JSON.stringify(source)).toMatchObject({ code: 0 });
  const dataSourceConfigId = source.data;

  // The scheduler's tables are never offered (QRTZ_/ACT_/FLW_).
  const listed = await t.api({ method: 'GET', url: `${URL}/db/table/list?dataSourceConfigId=${dataSourceConfigId}`, token });
  expect(listed).toMatchObject({ code: 0, data: [{ name: 'mall_brand', comment: '商品品牌表' }] });

  const imported = await t.api<number[]>({ method: 'POST', url: `${URL}/create-list`, token, payload: { dataSourceConfigId, tableNames: ['mall_brand'] } });
  expect(imported).toMatchObject({ code: 0 });
  const detail = await t.api<{ table: Record<string, unknown>; columns: Array<Record<string, unknown>> }>({ method: 'GET', url: `${URL}/detail?tableId=${imported.data[0]}`, token });
  expect(detail.data.table).toMatchObject({ dataSourceConfigId, moduleName: 'mall', className: 'Brand', classComment: '商品品牌' });
  const byName: Record<string, Record<string, unknown>> = Object.fromEntries(detail.data.columns.map((c) => [String(c.columnName), c]));
  expect(byName.id).toMatchObject({ dataType: 'bigint(20)', javaType: 'Long', primaryKey: true, autoIncrement: 'true', createOperation: false });
  expect(byName.status).toMatchObject({ dataType: 'tinyint(4)', javaType: 'Integer', htmlType: 'radio' });
  expect(byName.recommended).toMatchObject({ dataType: 'tinyint(1)', javaType: 'Boolean', htmlType: 'radio' });
  expect(byName.price).toMatchObject({ javaType: 'BigDecimal' });
  expect(byName.pic_image).toMatchObject({ javaType: 'String', htmlType: 'upload_image' });
  expect(byName.description).toMatchObject({ javaType: 'String', htmlType: 'editor' });
  expect(byName.create_time).toMatchObject({ dataType: 'datetime', javaType: 'Date', listOperationCondition: 'BETWEEN' });
  expect(byName.name).toMatchObject({ columnComment: '品牌名称', listOperationCondition: 'LIKE' });

  const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${imported.data[0]}`, token });
  const migration = preview.data.find((f) => f.filePath === 'apps/server/src/modules/mall/brand/migration.ts')!.code;
  // MySQL's types become this console's PostgreSQL ones in the generated migration.
  expect(migration).toContain('id bigserial primary key');
  expect(migration).toContain('status smallint not null');
  expect(migration).toContain('recommended boolean not null');
  expect(migration).toContain('price numeric(10,2)');
  expect(migration).toContain('create_time timestamptz not null');
  // 图片上传 as its control: the screen uploads through the file store and keeps the URL.
  expect(preview.data.find((f) => f.filePath === 'apps/web/src/features/mall/brand/pages/index.tsx')!.code).toContain(
    "<UploadItem name=\"picImage\" label={t('mallBrand.fields.picImage')} image />",
  );
  const contracts = preview.data.find((f) => f.filePath === 'packages/contracts/src/mall/brand.ts')!.code;
  expect(contracts).toContain("status: Int16({ description: '状态' })");
  expect(contracts).toContain("price: Type.Optional(Nullable(SafeNumber({ minimum: -99999999, maximum: 99999999, description: '参考价' })))");
});
