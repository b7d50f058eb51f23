/**
 * What today's Vue 3 admin UI needs of menus and tenants (issue 40): a menu's route name (`component_name`; two
 * menus with one path collide in its router without it) and whether a directory with one child still shows itself
 * (`always_show`); a tenant's websites, which its sign-in page looks the tenant up by. A website belongs to one tenant
 * at most: one table with the website as its key is the one uniqueness rule, and the 2022 UI's single `domain` is
 * the tenant's first website (the column moves here). The owner column is not called `tenant_id` because that name
 * marks tenant-scoped tables; this one is platform data like system_tenant itself.
 */
export const version = '0030_vue3_frame';

export const sql = `
alter table system_menu add column component_name varchar(255) not null default '';
alter table system_menu add column always_show boolean not null default true;
comment on column system_menu.component_name is '组件名（前端路由名）';
comment on column system_menu.always_show is '是否总是显示（只有一个子菜单时也显示目录）';

create table system_tenant_website (
  website varchar(256) primary key,
  owner_tenant_id bigint not null references system_tenant (id) on delete cascade,
  sort integer not null default 0
);
create index idx_system_tenant_website_owner on system_tenant_website (owner_tenant_id, sort);
comment on table system_tenant_website is '租户绑定域名表';
comment on column system_tenant_website.website is '绑定域名（一个域名只属于一个租户）';
comment on column system_tenant_website.owner_tenant_id is '所属租户编号';
comment on column system_tenant_website.sort is '顺序（第一个即旧版的 domain）';

-- Two tenants with one domain: the older tenant keeps it.
insert into system_tenant_website (website, owner_tenant_id, sort)
  select trim(domain), id, 0 from system_tenant where trim(domain) <> '' order by id
  on conflict (website) do nothing;
alter table system_tenant drop column domain;
`;
