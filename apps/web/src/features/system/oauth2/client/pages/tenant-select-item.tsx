import { useState } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/shared/auth/use-permission';
import { useFieldRules } from '@/shared/components/crud/form-items';
import { tenantChoicesApi } from '@/features/system/oauth2/oauth2-api';

interface TenantSelectItemProps {
  /** The tenants the client has now (none for a new one): their names show before any search. */
  granted: ReadonlyArray<{ id: number; name: string }>;
  /** Whether the dialog is open (no tenant list is fetched for a closed one). */
  open: boolean;
  /** A new client may leave it empty: it then belongs to the administrator's own tenant. */
  required: boolean;
}

/**
 * 可用租户: the tenants the client may be used in, picked from the platform's tenants (searched by name, for whoever
 * may read them; the others keep what the client has).
 */
export function TenantSelectItem({ granted, open, required }: TenantSelectItemProps) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const { hasPermi } = usePermission();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['system', 'tenant', 'choices', search],
    queryFn: () => tenantChoicesApi.search(search),
    enabled: open && hasPermi(['system:tenant:query']),
    staleTime: 30_000,
  });
  const byId = new Map([...granted, ...(found.data ?? [])].map((tenant) => [tenant.id, tenant]));
  const label = t('oauth2.tenants');
  return (
    <Form.Item name="tenantIds" label={label} rules={required ? [rule.chosen(label)] : undefined} extra={t(required ? 'oauth2.tenantsHint' : 'oauth2.tenantsNewHint')}>
      <Select
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={found.isFetching}
        options={[...byId.values()].map((tenant) => ({ value: tenant.id, label: `${tenant.name}（${tenant.id}）` }))}
        placeholder={t('common.pleaseSelect', { field: label })}
        onBlur={() => setSearch('')}
      />
    </Form.Item>
  );
}
