import { Form, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, editDeleteColumn, idColumn, statusColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DictRadioItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { merchantApi, type Merchant, type MerchantFilters, type MerchantInput } from '../merchant-api';
import '../texts';

interface SearchValues {
  no?: string;
  name?: string;
  shortName?: string;
  status?: number;
  remark?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (values: SearchValues): MerchantFilters => ({
  no: values.no?.trim() || undefined,
  name: values.name?.trim() || undefined,
  shortName: values.shortName?.trim() || undefined,
  status: values.status,
  remark: values.remark?.trim() || undefined,
  createTime: toCreateTimeRange(values.createTime),
});

/** 商户信息 (component pay/merchant/index): the merchants that own payment apps. */
export default function MerchantPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Merchant, MerchantFilters, SearchValues>({ queryKey: ['pay', 'merchant'], fetchPage: merchantApi.page, toFilters });
  const [form] = Form.useForm<MerchantInput>();
  const dialog = useEditDialog<Merchant, MerchantInput>({ get: merchantApi.get, create: merchantApi.create, update: merchantApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;

  const columns: TableColumnsType<Merchant> = [
    idColumn(t('payMerchant.id')),
    { title: t('payMerchant.no'), dataIndex: 'no', width: 200 },
    { title: t('payMerchant.name'), dataIndex: 'name', ellipsis: true },
    { title: t('payMerchant.shortName'), dataIndex: 'shortName', width: 160, ellipsis: true },
    statusColumn<Merchant>({
      title: t('payMerchant.status'),
      entity: t('payMerchant.statusEntity'),
      name: (row) => row.name,
      permission: 'pay:merchant:update',
      update: (row, status) => merchantApi.updateStatus(row.id, status),
      onDone: crud.invalidate,
    }),
    { title: t('payMerchant.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<Merchant>({ permission: 'pay:merchant', dialog, api: merchantApi, crud, entity: t('payMerchant.entity') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="pay-merchant-search"
      search={
        <>
          <SearchInput name="no" label={t('payMerchant.no')} />
          <SearchInput name="name" label={t('payMerchant.name')} />
          <SearchInput name="shortName" label={t('payMerchant.shortName')} />
          <SearchDictSelect name="status" label={t('payMerchant.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchInput name="remark" label={t('payMerchant.remark')} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="pay:merchant:create" onClick={dialog.openCreate} />
          <ExportButton permission="pay:merchant:export" name={t('payMerchant.exportName')} fileName="支付商户信息.xlsx" download={() => merchantApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<MerchantInput>
        dialog={dialog}
        title={editing ? t('payMerchant.edit') : t('payMerchant.add')}
        form={form}
        name="pay-merchant-form"
        width={560}
        values={editing ? { name: editing.name, shortName: editing.shortName, status: editing.status, remark: editing.remark ?? '' } : { status: 0 }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, remark: values.remark?.trim() || null })}
      >
        <TextItem name="name" label={t('payMerchant.name')} required max={64} />
        <TextItem name="shortName" label={t('payMerchant.shortName')} required max={64} />
        <DictRadioItem label={t('payMerchant.status')} required />
        <RemarkItem max={255} />
      </ModalForm>
    </CrudList>
  );
}
