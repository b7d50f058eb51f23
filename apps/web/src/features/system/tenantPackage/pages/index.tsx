import { Card, Form, Input, Radio, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Pagination } from '../../../../shared/components/pagination';
import { useEditDialog } from '../../../../shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { CreateButton } from '../../../../shared/components/crud/create-button';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { CheckTree } from '../../../../shared/components/crud/check-tree';
import { DeleteAction, EditAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { useMenuOptions } from '../../../../shared/lookups/system-lookups';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { tenantPackageApi, type TenantPackage, type TenantPackageFilters, type TenantPackageInput } from '../tenant-package-api';

interface SearchValues {
  name?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): TenantPackageFilters {
  return { name: values.name?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 租户套餐 (component system/tenantPackage/index): packages grant menus to tenants. */
export default function TenantPackagePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<TenantPackage, TenantPackageFilters, SearchValues>({ queryKey: ['system', 'tenant-package'], fetchPage: tenantPackageApi.page, toFilters });
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const [form] = Form.useForm<TenantPackageInput>();
  const dialog = useEditDialog<TenantPackage, TenantPackageInput>({ get: tenantPackageApi.get, create: tenantPackageApi.create, update: tenantPackageApi.update, onSaved: crud.invalidate });
  const menus = useMenuOptions(dialog.open);

  const columns: TableColumnsType<TenantPackage> = [
    idColumn(t('tenantPackage.id')),
    { title: t('tenantPackage.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <EditAction permission="system:tenant-package:update" onClick={() => void dialog.openEdit(row)} />
          <DeleteAction
            permission="system:tenant-package:delete"
            subject={t('crud.idSubject', { entity: t('tenantPackage.id'), id: row.id })}
            remove={() => tenantPackageApi.remove(row.id)}
            onDone={crud.invalidate}
          />
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const editing = dialog.editing;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="tenant-package-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('tenantPackage.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('tenantPackage.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
        <Form.Item name="createTime" label={t('common.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <CreateButton permission="system:tenant-package:create" onClick={() => dialog.openCreate()} />
      </RightToolbar>
      <Table<TenantPackage> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 800 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<TenantPackageInput>
        open={dialog.open}
        title={editing ? t('tenantPackage.editTitle') : t('tenantPackage.add')}
        form={form}
        name="tenant-package-form"
        width={600}
        saving={dialog.saving}
        values={editing ? { name: editing.name, status: editing.status, remark: editing.remark ?? '', menuIds: editing.menuIds } : { status: 0, menuIds: [] }}
        onCancel={dialog.close}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim(), remark: values.remark ?? '' })}
      >
        <Form.Item
          name="name"
          label={t('tenantPackage.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: t('tenantPackage.name') }) },
            { max: 30, message: t('common.maxLength', { field: t('tenantPackage.name'), max: 30 }) },
          ]}
        >
          <Input placeholder={t('common.pleaseEnter', { field: t('tenantPackage.name') })} maxLength={30} />
        </Form.Item>
        <Form.Item
          name="menuIds"
          label={t('tenantPackage.menus')}
          required
          rules={[{ validator: (_rule, value: number[] | undefined) => (value && value.length ? Promise.resolve() : Promise.reject(new Error(t('tenantPackage.menusRequired')))) }]}
          valuePropName="value"
        >
          <MenuIdsField rows={menus.data ?? []} ariaLabel={t('tenantPackage.menus')} />
        </Form.Item>
        <Form.Item name="status" label={t('tenantPackage.status')} rules={[{ required: true, message: t('common.required', { field: t('tenantPackage.status') }) }]}>
          <Radio.Group options={statuses} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 256, message: t('common.maxLength', { field: t('common.remark'), max: 256 }) }]}>
          <Input.TextArea rows={2} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </ModalForm>
    </Card>
  );
}

/** CheckTree as a form control (value/onChange). */
function MenuIdsField({ rows, value, onChange, ariaLabel }: { rows: { id: number; parentId: number; name: string }[]; value?: number[]; onChange?(ids: number[]): void; ariaLabel: string }) {
  return <CheckTree rows={rows} value={value ?? []} onChange={(ids) => onChange?.(ids)} height={260} ariaLabel={ariaLabel} />;
}
