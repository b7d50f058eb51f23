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
comment on table infra_codegen_column is '代码生成表字段定义';
`;
