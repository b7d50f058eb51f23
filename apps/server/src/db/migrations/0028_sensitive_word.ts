/**
 * 敏感词 (devtools reference §7.1): shared by every tenant as in the original (no tenant_id). Rows are deleted
 * physically, so "one word once" is a plain unique constraint. Tags are a text array (the reference joins them with
 * commas in one varchar): a tag may then hold a comma, and the page's tag filter looks inside each tag. The
 * reference's two seed rows come with the table, once; an administrator who deletes them keeps them deleted.
 */
export const version = '0028_sensitive_word';

export const sql = `
create table system_sensitive_word (
  id bigserial primary key,
  name varchar(255) not null,
  description varchar(512),
  tags varchar(64)[] not null default '{}',
  status smallint not null default 0,
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  constraint uk_system_sensitive_word_name unique (name)
);
comment on table system_sensitive_word is '敏感词';
comment on column system_sensitive_word.id is '编号';
comment on column system_sensitive_word.name is '敏感词';
comment on column system_sensitive_word.description is '描述';
comment on column system_sensitive_word.tags is '标签数组';
comment on column system_sensitive_word.status is '状态';
comment on column system_sensitive_word.creator is '创建者';
comment on column system_sensitive_word.create_time is '创建时间';
comment on column system_sensitive_word.updater is '更新者';
comment on column system_sensitive_word.update_time is '更新时间';

insert into system_sensitive_word (id, name, description, tags, status, creator, updater) values
  (3, '土豆', '好呀', '{蔬菜,短信}', 0, '1', '1'),
  (4, 'XXX', null, '{短信}', 0, '1', '1');
select setval(pg_get_serial_sequence('system_sensitive_word', 'id'), 4);
`;
