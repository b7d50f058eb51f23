/**
 * 错误码管理 (devtools reference §6.1): the messages of the error codes the server answers. Shared by every tenant,
 * as the original (no tenant_id). The server registers its codes at start as type 1 and an administrator's edit
 * turns a row into type 2, whose message the API then answers. A code has one row: a unique index here (the
 * original has none and ends up with two rows for a code its constants define twice).
 */
export const version = '0027_error_code';

export const sql = `
create table system_error_code (
  id bigserial primary key,
  type smallint not null,
  application_name varchar(50) not null,
  code integer not null,
  message varchar(512) not null,
  memo varchar(512) not null default '',
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  constraint uk_system_error_code_code unique (code)
);
create index idx_system_error_code_manual on system_error_code (application_name) where type = 2;
comment on table system_error_code is '错误码表';
comment on column system_error_code.id is '错误码编号';
comment on column system_error_code.type is '错误码类型（1 自动生成，2 手动编辑）';
comment on column system_error_code.application_name is '应用名';
comment on column system_error_code.code is '错误码编码';
comment on column system_error_code.message is '错误码错误提示';
comment on column system_error_code.memo is '备注';
comment on column system_error_code.creator is '创建者';
comment on column system_error_code.create_time is '创建时间';
comment on column system_error_code.updater is '更新者';
comment on column system_error_code.update_time is '更新时间';
`;
