import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Auth } from '../../../../shared/auth/auth-guard';
import { Pagination } from '../../../../shared/components/pagination';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { useTenantPackageOptions } from '../../../../shared/lookups/system-lookups';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { tenantApi, type Tenant, type TenantFilters, type TenantInput } from '../tenant-api';
import { TenantForm } from '../tenant-form';

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
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const packages = useTenantPackageOptions();
  const packageNames = useMemo(() => new Map((packages.data ?? []).map((pkg) => [pkg.id, pkg.name])), [packages.data]);
  const [form, setForm] = useState<{ open: boolean; editing: Tenant | null }>({ open: false, editing: null });

  const save = useSave<TenantInput>({
    create: tenantApi.create,
    update: tenantApi.update,
    onSaved: async () => {
      setForm((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openEdit = async (row: Tenant) => {
    try {
      setForm({ open: true, editing: await tenantApi.get(row.id) });
    } catch {
      // shown by the request layer
    }
  };

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
    { title: t('tenant.expireTime'), dataIndex: 'expireTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('tenant.domain'), dataIndex: 'domain', ellipsis: true },
    dictColumn(t('tenant.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:tenant:update" icon={<EditOutlined />} disabled={row.packageId === 0} onClick={() => void openEdit(row)}>
            {t('common.edit')}
          </RowAction>
          <RowAction
            permission="system:tenant:delete"
            icon={<DeleteOutlined />}
            danger
            disabled={row.packageId === 0}
            onClick={() => confirmDelete(t('crud.idSubject', { entity: t('tenant.id'), id: row.id }), () => tenantApi.remove(row.id), crud.invalidate)}
          >
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="tenant-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('tenant.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('tenant.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="contactName" label={t('tenant.contactName')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('tenant.contactName') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="contactMobile" label={t('tenant.contactMobile')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('tenant.contactMobile') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('tenant.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('tenant.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
        <Form.Item name="createTime" label={t('common.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:tenant:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
            {t('common.create')}
          </Button>
        </Auth>
        <ExportButton permission="system:tenant:export" name={t('tenant.exportName')} fileName="租户.xlsx" download={() => tenantApi.export(crud.filters)} />
      </RightToolbar>
      <Table<Tenant> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1500 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <TenantForm open={form.open} editing={form.editing} saving={save.isPending} onCancel={() => setForm((current) => ({ ...current, open: false }))} onSubmit={(values) => save.mutate(values)} />
    </Card>
  );
}
