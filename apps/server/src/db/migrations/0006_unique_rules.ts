/**
 * Every uniqueness rule the services check is also a unique index, so two requests that
 * both pass a service's check cannot both write: the second gets a unique violation, which the service maps
 * to the same business error (`platform/unique.ts`). Tenant package names had no index at all (20 parallel
 * creates left 10 rows on PostgreSQL); roles, posts, depts and menus relied on an advisory lock that only
 * their own service takes. Tenant-scoped rules include tenant_id; "among siblings" rules include parent_id.
 *
 * Where a row can break two rules at once, the index of the rule the service checks first is the older one, so
 * the race and the check answer the same code (role and post: name before code; dict type: name before type).
 *
 * Installs that already hold duplicates (left by those races) must still migrate: the earliest row (lowest
 * id) keeps its value and every later duplicate is renamed to "<value>#<id>" (cut to fit the column), which
 * an administrator can find and rename. Nothing is deleted: the rows may be referenced.
 */
export const version = '0006_unique_rules';

export const sql = `
create function console_rename_duplicates(tbl text, col text, partition_by text, max_length integer) returns void
language plpgsql as $$
declare
  dup record;
  suffix text;
  candidate text;
  attempt integer;
  free boolean;
begin
  for dup in execute format(
    'select id, %1$I as value from (select id, %1$I, row_number() over (partition by %2$s order by id) as n from %3$I) d '
    'where n > 1 order by id', col, partition_by, tbl)
  loop
    attempt := 0;
    loop
      -- A value like "x#12" typed by someone is possible, so the candidate must be free in the whole table.
      suffix := '#' || dup.id || case when attempt > 0 then '-' || attempt else '' end;
      candidate := left(dup.value, max_length - length(suffix)) || suffix;
      execute format('select not exists (select 1 from %I where %I = $1)', tbl, col) into free using candidate;
      exit when free;
      attempt := attempt + 1;
    end loop;
    execute format('update %I set %I = $1 where id = $2', tbl, col) using candidate, dup.id;
  end loop;
end $$;

select console_rename_duplicates('system_tenant_package', 'name', 'name', 30);
create unique index uk_system_tenant_package_name on system_tenant_package (name);

select console_rename_duplicates('system_role', 'name', 'tenant_id, name', 30);
create unique index uk_system_role_name on system_role (tenant_id, name);
select console_rename_duplicates('system_role', 'code', 'tenant_id, code', 100);
create unique index uk_system_role_code on system_role (tenant_id, code);

select console_rename_duplicates('system_post', 'name', 'tenant_id, name', 50);
create unique index uk_system_post_name on system_post (tenant_id, name);
select console_rename_duplicates('system_post', 'code', 'tenant_id, code', 64);
create unique index uk_system_post_code on system_post (tenant_id, code);

select console_rename_duplicates('system_dept', 'name', 'tenant_id, parent_id, name', 30);
create unique index uk_system_dept_parent_name on system_dept (tenant_id, parent_id, name);
-- The new index starts with (tenant_id, parent_id) and serves the children lookups this one did.
drop index if exists idx_system_dept_tenant_parent;

-- Menus are global: names are unique among siblings across the whole table.
select console_rename_duplicates('system_menu', 'name', 'parent_id, name', 50);
create unique index uk_system_menu_parent_name on system_menu (parent_id, name);

-- PostgreSQL checks a row's unique indexes in the order they were created (by OID). When a racing insert
-- collides on name and type at once it must fail on the name, which is what the service checks first;
-- the type index was created first in 0001, so it is built again after the name index.
drop index uk_system_dict_type_type;
create unique index uk_system_dict_type_type on system_dict_type (type);

drop function console_rename_duplicates(text, text, text, integer);
`;
