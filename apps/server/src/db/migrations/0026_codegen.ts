/**
 * 代码生成 (devtools reference §2.1): one definition per imported table and one row per column, shared by every
 * tenant as in the original. A table is imported once per data source, a column once per definition: both are
 * unique rules here, not checks in code.
 */
export const version = '0026_codegen';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table infra_codegen_table (
  id bigserial primary key,
  data_source_config_id bigint not null,
  scene smallint not null default 1,
  table_name varchar(200) not null,
  table_comment varchar(500) not null,
  remark varchar(500),
  module_name varchar(30) not null,
  business_name varchar(30) not null,
  class_name varchar(100) not null,
  class_comment varchar(50) not null,
  author varchar(50) not null,
  template_type smallint not null default 1,
  parent_menu_id bigint,${audit}
);
create unique index uk_infra_codegen_table_source_name on infra_codegen_table (data_source_config_id, table_name);
comment on column infra_codegen_table.id is '编号';
comment on column infra_codegen_table.data_source_config_id is '数据源配置的编号';
comment on column infra_codegen_table.scene is '生成场景';
comment on column infra_codegen_table.table_name is '表名称';
comment on column infra_codegen_table.table_comment is '表描述';
comment on column infra_codegen_table.remark is '备注';
comment on column infra_codegen_table.module_name is '模块名';
comment on column infra_codegen_table.business_name is '业务名';
comment on column infra_codegen_table.class_name is '类名称';
comment on column infra_codegen_table.class_comment is '类描述';
comment on column infra_codegen_table.author is '作者';
comment on column infra_codegen_table.template_type is '模板类型';
comment on column infra_codegen_table.parent_menu_id is '父菜单编号';
comment on column infra_codegen_table.creator is '创建者';
comment on column infra_codegen_table.create_time is '创建时间';
comment on column infra_codegen_table.updater is '更新者';
comment on column infra_codegen_table.update_time is '更新时间';
comment on table infra_codegen_table is '代码生成表定义';

create table infra_codegen_column (
  id bigserial primary key,
  table_id bigint not null references infra_codegen_table (id) on delete cascade,
  column_name varchar(200) not null,
  data_type varchar(100) not null,
  column_comment varchar(500) not null,
  nullable boolean not null,
  primary_key boolean not null,
  auto_increment boolean not null,
  ordinal_position integer not null,
  java_type varchar(32) not null,
  java_field varchar(64) not null,
  dict_type varchar(200) not null default '',
  example varchar(64),
  create_operation boolean not null,
  update_operation boolean not null,
  list_operation boolean not null,
  list_operation_condition varchar(32) not null default '=',
  list_operation_result boolean not null,
  html_type varchar(32) not null,${audit}
);
create unique index uk_infra_codegen_column_name on infra_codegen_column (table_id, column_name);
comment on column infra_codegen_column.id is '编号';
comment on column infra_codegen_column.table_id is '表编号';
comment on column infra_codegen_column.column_name is '字段名';
comment on column infra_codegen_column.data_type is '字段类型';
comment on column infra_codegen_column.column_comment is '字段描述';
comment on column infra_codegen_column.nullable is '是否允许为空';
comment on column infra_codegen_column.primary_key is '是否主键';
comment on column infra_codegen_column.auto_increment is '是否自增';
comment on column infra_codegen_column.ordinal_position is '排序';
comment on column infra_codegen_column.java_type is 'Java 属性类型';
comment on column infra_codegen_column.java_field is 'Java 属性名';
comment on column infra_codegen_column.dict_type is '字典类型';
comment on column infra_codegen_column.example is '数据示例';
comment on column infra_codegen_column.create_operation is '是否为 Create 创建操作的字段';
comment on column infra_codegen_column.update_operation is '是否为 Update 更新操作的字段';
comment on column infra_codegen_column.list_operation is '是否为 List 查询操作的字段';
comment on column infra_codegen_column.list_operation_condition is 'List 查询操作的条件类型';
comment on column infra_codegen_column.list_operation_result is '是否为 List 查询操作的返回字段';
comment on column infra_codegen_column.html_type is '显示类型';
comment on column infra_codegen_column.creator is '创建者';
comment on column infra_codegen_column.create_time is '创建时间';
comment on column infra_codegen_column.updater is '更新者';
comment on column infra_codegen_column.update_time is '更新时间';
comment on table infra_codegen_column is '代码生成表字段定义';
`;
