import { Form, Input, Radio, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { CheckTree } from '@/shared/components/crud/check-tree';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useMenuOptions } from '@/shared/lookups/system-lookups';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { tenantPackageApi, type TenantPackage, type TenantPackageFilters, type TenantPackageInput } from '../tenant-package-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import '../texts';

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
    editDeleteColumn<TenantPackage>({ permission: 'system:tenant-package', dialog, api: tenantPackageApi, crud, entity: t('tenantPackage.id') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="tenant-package-search"
      search={
        <>
          <SearchInput name="name" label={t('tenantPackage.name')} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:tenant-package:create" onClick={() => dialog.openCreate()} />}
      columns={columns}
    >
      <ModalForm<TenantPackageInput>
        dialog={dialog}
        title={editing ? t('tenantPackage.editTitle') : t('tenantPackage.add')}
        form={form}
        name="tenant-package-form"
        width={600}
        values={editing ? { name: editing.name, status: editing.status, remark: editing.remark ?? '', menuIds: editing.menuIds } : { status: 0, menuIds: [] }}
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
    </CrudList>
  );
}

/** CheckTree as a form control (value/onChange). */
function MenuIdsField({ rows, value, onChange, ariaLabel }: { rows: { id: number; parentId: number; name: string }[]; value?: number[]; onChange?: (ids: number[]) => void; ariaLabel: string }) {
  return <CheckTree rows={rows} value={value ?? []} onChange={(ids) => onChange?.(ids)} height={260} ariaLabel={ariaLabel} />;
}
