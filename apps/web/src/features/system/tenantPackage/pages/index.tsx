import { useState } from 'react';
import { Button, Card, Form, Input, Radio, Select, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Auth } from '../../../../shared/auth/auth-guard';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { CheckTree } from '../../../../shared/components/crud/check-tree';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { useMenuOptions } from '../../../../shared/lookups/system-lookups';
import { formatDateTime } from '../../../../shared/utils/format';
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
  const [dialog, setDialog] = useState<{ open: boolean; editing: TenantPackage | null }>({ open: false, editing: null });
  const menus = useMenuOptions(dialog.open);

  const save = useSave<TenantPackageInput>({
    create: tenantPackageApi.create,
    update: tenantPackageApi.update,
    onSaved: async () => {
      setDialog((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openEdit = async (row: TenantPackage) => {
    try {
      setDialog({ open: true, editing: await tenantPackageApi.get(row.id) });
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<TenantPackage> = [
    { title: t('tenantPackage.id'), dataIndex: 'id', width: 100, align: 'center' },
    { title: t('tenantPackage.name'), dataIndex: 'name', ellipsis: true },
    { title: t('common.status'), dataIndex: 'status', width: 90, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} /> },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:tenant-package:update" icon={<EditOutlined />} onClick={() => void openEdit(row)}>
            {t('common.edit')}
          </RowAction>
          <RowAction
            permission="system:tenant-package:delete"
            icon={<DeleteOutlined />}
            danger
            onClick={() => confirmDelete(t('crud.idSubject', { entity: t('tenantPackage.id'), id: row.id }), () => tenantPackageApi.remove(row.id), crud.invalidate)}
          >
            {t('common.delete')}
          </RowAction>
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
        <Auth permissions={['system:tenant-package:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
            {t('common.create')}
          </Button>
        </Auth>
      </RightToolbar>
      <Table<TenantPackage> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 800 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<TenantPackageInput>
        open={dialog.open}
        title={editing ? t('tenantPackage.editTitle') : t('tenantPackage.add')}
        form={form}
        name="tenant-package-form"
        width={600}
        saving={save.isPending}
        values={editing ? { name: editing.name, status: editing.status, remark: editing.remark ?? '', menuIds: editing.menuIds } : { status: 0, menuIds: [] }}
        onCancel={() => setDialog((current) => ({ ...current, open: false }))}
        onSubmit={(values) => save.mutate({ ...values, id: editing?.id, name: values.name.trim(), remark: values.remark ?? '' })}
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
