/** Every uniqueness rule of every entity backed by a unique index (issue 10 item 4); filled in below. */
export const version = '0006_unique_rules';

export const sql = `
create unique index uk_system_tenant_package_name on system_tenant_package (name);
`;
