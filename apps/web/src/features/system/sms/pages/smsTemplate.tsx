import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, dictColumn, editDeleteColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DictRadioItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RowAction } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { getDictDataLabel } from '@/shared/dict/dict-store';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { SendSmsDialog } from '../send-sms-dialog';
import { smsChannelApi } from '../sms-channel-api';
import { smsTemplateApi, type SmsTemplate, type SmsTemplateFilters, type SmsTemplateInput } from '../sms-template-api';
import '../texts';

interface SearchValues {
  type?: number;
  status?: number;
  code?: string;
  apiTemplateId?: string;
  channelId?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): SmsTemplateFilters {
  return {
    type: values.type,
    status: values.status,
    code: values.code?.trim() || undefined,
    apiTemplateId: values.apiTemplateId?.trim() || undefined,
    channelId: values.channelId,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 短信模板 (component system/sms/smsTemplate): what each message says, on which channel; 测试 sends one. */
export default function SmsTemplatePage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<SmsTemplate, SmsTemplateFilters, SearchValues>({ queryKey: ['system', 'sms-template'], fetchPage: smsTemplateApi.page, toFilters });
  const channels = useQuery({ queryKey: ['system', 'sms-channel', 'simple'], queryFn: smsChannelApi.listSimple });
  const channelOptions = (channels.data ?? []).map((channel) => ({ value: channel.id, label: `${channel.signature}【${channel.code}】` }));
  const [form] = Form.useForm<SmsTemplateInput>();
  const dialog = useEditDialog<SmsTemplate, SmsTemplateInput>({ get: smsTemplateApi.get, create: smsTemplateApi.create, update: smsTemplateApi.update, onSaved: crud.invalidate });
  const [testing, setTesting] = useState<SmsTemplate | null>(null);
  const editing = dialog.editing;
  const signatureOf = (channelId: number) => channels.data?.find((channel) => channel.id === channelId)?.signature ?? '';

  const columns: TableColumnsType<SmsTemplate> = [
    { title: t('sms.templateCode'), dataIndex: 'code', width: 120, ellipsis: true },
    { title: t('sms.templateName'), dataIndex: 'name', width: 100, ellipsis: true },
    { title: t('sms.templateContent'), dataIndex: 'content', width: 110, ellipsis: true },
    dictColumn(t('sms.templateType'), 'type', DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE, 80),
    dictColumn(t('sms.status'), 'status', DICT_TYPE.COMMON_STATUS, 80),
    { title: t('common.remark'), dataIndex: 'remark', width: 90, ellipsis: true },
    { title: t('sms.apiTemplateId'), dataIndex: 'apiTemplateId', width: 100, ellipsis: true },
    {
      title: t('sms.channel'),
      dataIndex: 'channelId',
      width: 100,
      // The signature, then the channel's code (as the channel select says 签名【编码】): the code's dictionary label
      // often is the signature itself (控制台), so showing both read as the name twice. The label is the tag's tooltip.
      render: (_id: number, row) => (
        <Space size={2} orientation="vertical">
          <span>{signatureOf(row.channelId)}</span>
          <Tooltip title={getDictDataLabel(DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE, row.channelCode) || undefined}>
            <Tag className="sms-channel-code">{row.channelCode}</Tag>
          </Tooltip>
        </Space>
      ),
    },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<SmsTemplate>({
      permission: 'system:sms-template',
      dialog,
      api: smsTemplateApi,
      crud,
      entity: t('sms.templateEntity'),
      width: 190,
      extra: (row) => (
        <RowAction permission="system:sms-template:send-sms" icon={<SendOutlined />} onClick={() => setTesting(row)}>
          {t('sms.test')}
        </RowAction>
      ),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="sms-template-search"
      search={
        <>
          <SearchDictSelect name="type" label={t('sms.templateType')} dictType={DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE} />
          <SearchDictSelect name="status" label={t('sms.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchInput name="code" label={t('sms.templateCode')} />
          <SearchInput name="apiTemplateId" label={t('sms.apiTemplateId')} />
          <SearchSelect name="channelId" label={t('sms.channel')} options={channelOptions} loading={channels.isLoading} width={180} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:sms-template:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:sms-template:export" name={t('sms.templateExportName')} fileName="短信模板.xlsx" download={() => smsTemplateApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<SmsTemplateInput>
        dialog={dialog}
        title={editing ? t('sms.editTemplate') : t('sms.addTemplate')}
        form={form}
        name="sms-template-form"
        width={620}
        labelWidth={130}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { type: 1, status: 0, channelId: channels.data?.[0]?.id }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, remark: values.remark || null })}
      >
        <Form.Item name="channelId" label={t('sms.channel')} rules={[rule.chosen(t('sms.channel'))]}>
          <Select options={channelOptions} loading={channels.isLoading} placeholder={t('common.pleaseSelect', { field: t('sms.channel') })} />
        </Form.Item>
        <DictRadioItem name="type" label={t('sms.templateType')} dictType={DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE} required />
        <TextItem name="code" label={t('sms.templateCode')} required max={63} rules={[{ pattern: /^[A-Za-z0-9_-]+$/, message: t('sms.templateCodeRule') }]} />
        <TextItem name="name" label={t('sms.templateName')} required max={63} />
        <Form.Item name="content" label={t('sms.templateContent')} extra={t('sms.templateContentHint')} rules={[rule.required(t('sms.templateContent')), rule.max(t('sms.templateContent'), 255)]}>
          <Input.TextArea rows={3} maxLength={255} showCount placeholder={t('common.pleaseEnter', { field: t('sms.templateContent') })} />
        </Form.Item>
        <DictRadioItem label={t('sms.status')} required />
        <TextItem name="apiTemplateId" label={t('sms.apiTemplateId')} required max={63} />
        <RemarkItem max={255} />
      </ModalForm>
      <SendSmsDialog template={testing} onClose={() => setTesting(null)} />
    </CrudList>
  );
}
