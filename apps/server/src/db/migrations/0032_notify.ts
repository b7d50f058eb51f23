/**
 * 站内信 (the reference's system_notify_template, system_notify_message). Unlike the reference the templates are per
 * tenant too: a template's code is unique within its tenant (a constraint, not only a check). A message keeps its
 * own copy of the template (code, nickname, type) and the rendered content, so a deleted template's messages still
 * read. The bell asks "my unread, newest first" on every page: one index serves it and the unread count.
 */
export const version = '0032_notify';

const audit = (table: string) => `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  tenant_id bigint not null default 0,
  constraint pk_${table} primary key (id)`;

const auditComments = (table: string) => `
comment on column ${table}.creator is '创建者';
comment on column ${table}.create_time is '创建时间';
comment on column ${table}.updater is '更新者';
comment on column ${table}.update_time is '更新时间';
comment on column ${table}.tenant_id is '租户编号';`;

export const sql = `
create table system_notify_template (
  id bigserial,
  name varchar(63) not null,
  code varchar(64) not null,
  nickname varchar(255) not null,
  content varchar(1024) not null,
  type smallint not null,
  params varchar(2048) not null default '[]',
  status smallint not null,
  remark varchar(255),${audit('system_notify_template')},
  constraint uk_system_notify_template_code unique (tenant_id, code)
);
create index idx_system_notify_template_page on system_notify_template (tenant_id, id desc);
comment on table system_notify_template is '站内信模板表';
comment on column system_notify_template.id is '主键';
comment on column system_notify_template.name is '模板名称';
comment on column system_notify_template.code is '模版编码（租户内唯一）';
comment on column system_notify_template.nickname is '发送人名称';
comment on column system_notify_template.content is '模版内容';
comment on column system_notify_template.type is '类型';
comment on column system_notify_template.params is '参数数组（JSON）';
comment on column system_notify_template.status is '状态';
comment on column system_notify_template.remark is '备注';${auditComments('system_notify_template')}

create table system_notify_message (
  id bigserial,
  user_id bigint not null,
  user_type smallint not null,
  template_id bigint not null,
  template_code varchar(64) not null,
  template_nickname varchar(255) not null,
  template_content varchar(4096) not null,
  template_type smallint not null,
  template_params text not null default '{}',
  read_status boolean not null default false,
  read_time timestamptz,${audit('system_notify_message')}
);
create index idx_system_notify_message_mine on system_notify_message (tenant_id, user_id, user_type, read_status, id desc);
create index idx_system_notify_message_page on system_notify_message (tenant_id, id desc);
comment on table system_notify_message is '站内信消息表';
comment on column system_notify_message.id is '编号';
comment on column system_notify_message.user_id is '用户编号';
comment on column system_notify_message.user_type is '用户类型';
comment on column system_notify_message.template_id is '模版编号';
comment on column system_notify_message.template_code is '模板编码';
comment on column system_notify_message.template_nickname is '模版发送人名称';
comment on column system_notify_message.template_content is '模版内容（渲染后的文本）';
comment on column system_notify_message.template_type is '模版类型';
comment on column system_notify_message.template_params is '模版参数（JSON）';
comment on column system_notify_message.read_status is '是否已读';
comment on column system_notify_message.read_time is '阅读时间';${auditComments('system_notify_message')}
`;
