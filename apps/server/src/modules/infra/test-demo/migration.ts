/** infra_test_demo (代码生成示例表): created here on a database that does not have it yet. */
export const version = 'infra_test_demo_0001';

export const sql = `
create table if not exists infra_test_demo (
  id bigserial primary key,
  name varchar(100) not null,
  status smallint not null,
  type smallint not null,
  category smallint not null,
  remark varchar(500),
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()
);
comment on table infra_test_demo is '代码生成示例表';
comment on column infra_test_demo.id is '编号';
comment on column infra_test_demo.name is '名字';
comment on column infra_test_demo.status is '状态';
comment on column infra_test_demo.type is '类型';
comment on column infra_test_demo.category is '分类';
comment on column infra_test_demo.remark is '备注';
comment on column infra_test_demo.creator is 'creator';
comment on column infra_test_demo.create_time is 'create_time';
comment on column infra_test_demo.updater is 'updater';
comment on column infra_test_demo.update_time is 'update_time';
`;
