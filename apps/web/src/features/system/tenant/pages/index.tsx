import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { ExportButton } from '@/shared/components/crud/export-button';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useTenantPackageOptions } from '@/shared/lookups/system-lookups';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { tenantApi, type Tenant, type TenantFilters, type TenantInput } from '../tenant-api';
import { TenantForm } from '../tenant-form';
import '../texts';

interface SearchValues {
  name?: string;
  contactName?: string;
  contactMobile?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): TenantFilters {
  return {
    name: values.name?.trim() || undefined,
    contactName: values.contactName?.trim() || undefined,
    contactMobile: values.contactMobile?.trim() || undefined,
    status: values.status,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 租户列表 (component system/tenant/index). */
export default function TenantPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Tenant, TenantFilters, SearchValues>({ queryKey: ['system', 'tenant'], fetchPage: tenantApi.page, toFilters });
  const dialog = useEditDialog<Tenant, TenantInput>({ get: tenantApi.get, create: tenantApi.create, update: tenantApi.update, onSaved: crud.invalidate });
  const packages = useTenantPackageOptions();
  const packageNames = useMemo(() => new Map((packages.data ?? []).map((pkg) => [pkg.id, pkg.name])), [packages.data]);
  // The system tenant (package 0) is neither edited nor deleted here.
  const system = (row: Tenant) => row.packageId === 0;

  const columns: TableColumnsType<Tenant> = [
    idColumn(t('tenant.id')),
    { title: t('tenant.name'), dataIndex: 'name', width: 140, ellipsis: true },
    {
      title: t('tenant.package'),
      dataIndex: 'packageId',
      width: 120,
      render: (id: number) => (id === 0 ? <Tag color="error">{t('tenant.systemTenant')}</Tag> : (packageNames.get(id) ?? id)),
    },
    { title: t('tenant.contactName'), dataIndex: 'contactName', width: 110, ellipsis: true },
    { title: t('tenant.contactMobile'), dataIndex: 'contactMobile', width: 120 },
    { title: t('tenant.accountCount'), dataIndex: 'accountCount', width: 100, align: 'center', render: (count: number) => <Tag>{count}</Tag> },
    dateTimeColumn(t('tenant.expireTime'), 'expireTime'),
    { title: t('tenant.domain'), dataIndex: 'domain', ellipsis: true },
    dictColumn(t('tenant.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<Tenant>({ permission: 'system:tenant', dialog, api: tenantApi, crud, entity: t('tenant.id'), locked: system }),
  ];

  return (
    <CrudList
      crud={crud}
      name="tenant-search"
      search={
        <>
          <SearchInput name="name" label={t('tenant.name')} />
          <SearchInput name="contactName" label={t('tenant.contactName')} />
          <SearchInput name="contactMobile" label={t('tenant.contactMobile')} />
          <SearchDictSelect name="status" label={t('tenant.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:tenant:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:tenant:export" name={t('tenant.exportName')} fileName="租户.xlsx" download={() => tenantApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <TenantForm dialog={dialog} />
    </CrudList>
  );
}
