/**
 * Users at scale:
 * - unique mobile and email per tenant (the service checks first; these close the race between two
 *   concurrent creates);
 * - the user page ordered by id, per tenant and per department;
 * - the page's total without counting: users per (tenant, dept) kept by triggers, so the default page
 *   (no filter) and the dept-tree filter answer their total from a handful of rows instead of counting
 *   100k users (PGlite has no autovacuum, so even an index-only count visits the heap);
 * - signing a user out everywhere (tokens by user) when they are disabled or deleted.
 */
export const version = '0004_users_indexes';

export const sql = `
create unique index uk_system_users_mobile on system_users (tenant_id, mobile) where mobile <> '';
create unique index uk_system_users_email on system_users (tenant_id, email) where email <> '';
drop index if exists idx_system_users_dept;
create index idx_system_users_dept on system_users (tenant_id, dept_id, id);
-- The unfiltered page of a small tenant among big ones: newest first without walking the others' rows.
create index idx_system_users_tenant on system_users (tenant_id, id);
create index idx_access_token_user on system_oauth2_access_token (user_id);
create index idx_refresh_token_user on system_oauth2_refresh_token (user_id);

create table system_users_dept_count (
  tenant_id bigint not null,
  dept_id bigint not null,
  user_count bigint not null,
  primary key (tenant_id, dept_id)
);
insert into system_users_dept_count (tenant_id, dept_id, user_count)
  select tenant_id, coalesce(dept_id, 0), count(*) from system_users group by 1, 2;

create function system_users_dept_count_inserted() returns trigger language plpgsql as $$
begin
  insert into system_users_dept_count (tenant_id, dept_id, user_count)
    select tenant_id, coalesce(dept_id, 0), count(*) from new_rows group by 1, 2
  on conflict (tenant_id, dept_id) do update set user_count = system_users_dept_count.user_count + excluded.user_count;
  return null;
end $$;

create function system_users_dept_count_deleted() returns trigger language plpgsql as $$
begin
  update system_users_dept_count c set user_count = c.user_count - d.n
    from (select tenant_id, coalesce(dept_id, 0) as dept_id, count(*) as n from old_rows group by 1, 2) d
   where c.tenant_id = d.tenant_id and c.dept_id = d.dept_id;
  return null;
end $$;

create function system_users_dept_count_moved() returns trigger language plpgsql as $$
begin
  update system_users_dept_count set user_count = user_count - 1
   where tenant_id = old.tenant_id and dept_id = coalesce(old.dept_id, 0);
  insert into system_users_dept_count (tenant_id, dept_id, user_count) values (new.tenant_id, coalesce(new.dept_id, 0), 1)
  on conflict (tenant_id, dept_id) do update set user_count = system_users_dept_count.user_count + 1;
  return null;
end $$;

create trigger system_users_dept_count_ins after insert on system_users referencing new table as new_rows
  for each statement execute function system_users_dept_count_inserted();
create trigger system_users_dept_count_del after delete on system_users referencing old table as old_rows
  for each statement execute function system_users_dept_count_deleted();
-- Row-level, and only when the dept really changes: sign-ins and other updates never touch the counts.
create trigger system_users_dept_count_upd after update of dept_id, tenant_id on system_users
  for each row when (old.dept_id is distinct from new.dept_id or old.tenant_id <> new.tenant_id)
  execute function system_users_dept_count_moved();
`;
