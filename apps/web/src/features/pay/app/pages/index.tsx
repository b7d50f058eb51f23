import { useState } from 'react';
import { Form, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, editDeleteColumn, idColumn, statusColumn } from '@/shared/components/crud/columns';
import { RowAction } from '@/shared/components/crud/row-action';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DictRadioItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { getDictDataLabel } from '@/shared/dict/dict-store';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { payAppApi, type PayApp, type PayAppFilters, type PayAppInput } from '../app-api';
import { AppChannelsDialog } from '../channel-dialogs';
import '../texts';

interface SearchValues {
  name?: string;
  merchantName?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (values: SearchValues): PayAppFilters => ({
  name: values.name?.trim() || undefined,
  merchantName: values.merchantName?.trim() || undefined,
  status: values.status,
  createTime: toCreateTimeRange(values.createTime),
});
const URL_PATTERN = /^https?:\/\/\S+$/;

/** 所属商户: a remote search over the merchants by name, as the reference's select. */
function MerchantSelect({ id, value, onChange, initial }: { id?: string; value?: number; onChange?: (id: number) => void; initial?: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const merchants = useQuery({ queryKey: ['pay', 'merchant', 'by-name', name], queryFn: () => payAppApi.merchantsByName(name || undefined) });
  const options = (merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (initial && !options.some((o) => o.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setName }}
      value={value}
      onChange={onChange}
      options={options}
      loading={merchants.isFetching}
      placeholder={t('payApp.merchantSearch')}
    />
  );
}

/** 应用信息 (component pay/app/index): a merchant's business systems, and where payment results are sent. */
export default function PayAppPage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<PayApp, PayAppFilters, SearchValues>({ queryKey: ['pay', 'app'], fetchPage: payAppApi.page, toFilters });
  const [form] = Form.useForm<PayAppInput>();
  const dialog = useEditDialog<PayApp, PayAppInput>({ get: payAppApi.get, create: payAppApi.create, update: payAppApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;
  const [channelsOf, setChannelsOf] = useState<PayApp | null>(null);
  const urlRule = { pattern: URL_PATTERN, message: t('payApp.urlInvalid') };

  const columns: TableColumnsType<PayApp> = [
    idColumn(t('payApp.id')),
    { title: t('payApp.name'), dataIndex: 'name', ellipsis: true },
    statusColumn<PayApp>({
      title: t('payApp.status'),
      entity: t('payApp.statusEntity'),
      name: (row) => row.name,
      permission: 'pay:app:update',
      update: (row, status) => payAppApi.updateStatus(row.id, status),
      onDone: crud.invalidate,
    }),
    { title: t('payApp.merchantName'), dataIndex: ['payMerchant', 'name'], ellipsis: true },
    {
      title: t('payApp.channels'),
      dataIndex: 'channelCodes',
      width: 220,
      render: (codes: string[]) =>
        codes.length ? (
          <Space size={[0, 4]} wrap>
            {codes.map((code) => (
              <Tag key={code} color="success">
                {getDictDataLabel(DICT_TYPE.PAY_CHANNEL_CODE_TYPE, code) || code}
              </Tag>
            ))}
          </Space>
        ) : (
          <Tag>{t('payApp.noChannels')}</Tag>
        ),
    },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<PayApp>({
      permission: 'pay:app',
      dialog,
      api: payAppApi,
      crud,
      entity: t('payApp.entity'),
      width: 240,
      extra: (row) => (
        <RowAction permission="pay:channel:query" icon={<ApiOutlined />} onClick={() => setChannelsOf(row)}>
          {t('payApp.channels')}
        </RowAction>
      ),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="pay-app-search"
      search={
        <>
          <SearchInput name="name" label={t('payApp.name')} />
          <SearchInput name="merchantName" label={t('payApp.merchantName')} />
          <SearchDictSelect name="status" label={t('payApp.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="pay:app:create" onClick={dialog.openCreate} />
          <ExportButton permission="pay:app:export" name={t('payApp.exportName')} fileName="支付应用信息.xlsx" download={() => payAppApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<PayAppInput>
        dialog={dialog}
        title={editing ? t('payApp.edit') : t('payApp.add')}
        form={form}
        name="pay-app-form"
        width={720}
        labelWidth={150}
        values={
          editing
            ? { name: editing.name, merchantId: editing.merchantId, status: editing.status, payNotifyUrl: editing.payNotifyUrl, refundNotifyUrl: editing.refundNotifyUrl, remark: editing.remark ?? '' }
            : { status: 0 }
        }
        onSubmit={(values) =>
          dialog.save({ ...values, id: editing?.id, payNotifyUrl: values.payNotifyUrl.trim(), refundNotifyUrl: values.refundNotifyUrl.trim(), remark: values.remark?.trim() || null })
        }
      >
        <TextItem name="name" label={t('payApp.name')} required max={64} />
        <Form.Item name="merchantId" label={t('payApp.merchant')} rules={[rule.chosen(t('payApp.merchant'))]}>
          <MerchantSelect initial={editing?.payMerchant} />
        </Form.Item>
        <DictRadioItem label={t('payApp.status')} required />
        <TextItem name="payNotifyUrl" label={t('payApp.payNotifyUrl')} required max={1024} rules={[urlRule]} />
        <TextItem name="refundNotifyUrl" label={t('payApp.refundNotifyUrl')} required max={1024} rules={[urlRule]} />
        <RemarkItem max={255} />
      </ModalForm>
      <AppChannelsDialog app={channelsOf} onClose={() => setChannelsOf(null)} onChanged={crud.invalidate} />
    </CrudList>
  );
}
