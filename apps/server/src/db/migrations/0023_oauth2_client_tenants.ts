/**
 * The tenants an OAuth2 client may be used in: explicit, granted by the platform's administrators. Before,
 * any client's secret got tokens in every tenant (the `tenant-id` header chose one), and with them that tenant's
 * merchant routes. Clients so far were registered by the platform's administrators, so they belong to the system
 * tenant; tokens already issued to a client elsewhere end here. The console's own sessions (client `default`,
 * issued by its sign-in, not by an OAuth2 grant) are left alone.
 */
export const version = '0023_oauth2_client_tenants';

export const sql = `
create table system_oauth2_client_tenant (
  client_id bigint not null references system_oauth2_client (id) on delete cascade,
  tenant_id bigint not null references system_tenant (id) on delete cascade,
  primary key (client_id, tenant_id)
);
create index idx_system_oauth2_client_tenant_tenant on system_oauth2_client_tenant (tenant_id);

insert into system_oauth2_client_tenant (client_id, tenant_id)
  select c.id, t.id from system_oauth2_client c cross join system_tenant t where t.id = 1;

delete from system_oauth2_access_token a
  where a.client_id <> 'default'
    and not exists (select 1 from system_oauth2_client c join system_oauth2_client_tenant g on g.client_id = c.id
                    where c.client_id = a.client_id and g.tenant_id = a.tenant_id);
update system_oauth2_refresh_token r set revoked = true
  where r.client_id <> 'default' and not r.revoked
    and not exists (select 1 from system_oauth2_client c join system_oauth2_client_tenant g on g.client_id = c.id
                    where c.client_id = r.client_id and g.tenant_id = r.tenant_id);
`;
