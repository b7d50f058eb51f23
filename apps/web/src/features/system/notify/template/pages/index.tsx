import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NOTIFY_CONTENT_MAX, NotifyTemplateType } from '@console/contracts/notify';
import { dateTimeColumn, dictColumn, editDeleteColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RowAction } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { notifyTemplateApi, type NotifyTemplate, type NotifyTemplateFilters, type NotifyTemplateInput } from '@/features/system/notify/notify-template-api';
import { SendNotifyDialog } from '@/features/system/notify/send-notify-dialog';
import '@/features/system/notify/texts';

interface SearchValues {
  name?: string;
  code?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): NotifyTemplateFilters {
  return { name: values.name?.trim() || undefined, code: values.code?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 站内信模板 (component system/notify/template/index): what each in-site message says, and from whom; 测试 sends one. */
export default function NotifyTemplatePage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<NotifyTemplate, NotifyTemplateFilters, SearchValues>({ queryKey: ['system', 'notify-template'], fetchPage: notifyTemplateApi.page, toFilters });
  const [form] = Form.useForm<NotifyTemplateInput>();
  const dialog = useEditDialog<NotifyTemplate, NotifyTemplateInput>({ get: notifyTemplateApi.get, create: notifyTemplateApi.create, update: notifyTemplateApi.update, onSaved: crud.invalidate });
  const [testing, setTesting] = useState<NotifyTemplate | null>(null);
  const editing = dialog.editing;

  const columns: TableColumnsType<NotifyTemplate> = [
    { title: t('notify.templateCode'), dataIndex: 'code', width: 160, ellipsis: true },
    { title: t('notify.templateName'), dataIndex: 'name', width: 150, ellipsis: true },
    dictColumn(t('notify.templateType'), 'type', DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE, 100),
    { title: t('notify.nickname'), dataIndex: 'nickname', width: 130, ellipsis: true },
    { title: t('notify.templateContent'), dataIndex: 'content', ellipsis: true },
    dictColumn(t('notify.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('common.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<NotifyTemplate>({
      permission: 'system:notify-template',
      dialog,
      api: notifyTemplateApi,
      crud,
      entity: t('notify.templateEntity'),
      width: 200,
      extra: (row) => (
        <RowAction permission="system:notify-template:send-notify" icon={<SendOutlined />} onClick={() => setTesting(row)}>
          {t('notify.test')}
        </RowAction>
      ),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="notify-template-search"
      search={
        <>
          <SearchInput name="name" label={t('notify.templateName')} />
          <SearchInput name="code" label={t('notify.templateCode')} />
          <SearchDictSelect name="status" label={t('notify.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:notify-template:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<NotifyTemplateInput>
        dialog={dialog}
        title={editing ? t('notify.editTemplate') : t('notify.addTemplate')}
        form={form}
        name="notify-template-form"
        width={680}
        labelWidth={110}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { status: 0, type: NotifyTemplateType.SYSTEM }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, remark: values.remark || null })}
      >
        <TextItem name="name" label={t('notify.templateName')} required max={63} />
        <TextItem name="code" label={t('notify.templateCode')} required max={64} rules={[{ pattern: /^[A-Za-z0-9_-]+$/, message: t('notify.templateCodeRule') }]} />
        <TextItem name="nickname" label={t('notify.nickname')} required max={255} />
        <Form.Item
          name="content"
          label={t('notify.templateContent')}
          extra={t('notify.templateContentHint')}
          rules={[rule.required(t('notify.templateContent')), rule.max(t('notify.templateContent'), NOTIFY_CONTENT_MAX)]}
        >
          <Input.TextArea rows={5} maxLength={NOTIFY_CONTENT_MAX} showCount placeholder={t('common.pleaseEnter', { field: t('notify.templateContent') })} />
        </Form.Item>
        <DictRadioItem name="type" label={t('notify.templateType')} dictType={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} required />
        <DictRadioItem label={t('notify.status')} required />
        <RemarkItem max={255} />
      </ModalForm>
      <SendNotifyDialog template={testing} onClose={() => setTesting(null)} />
    </CrudList>
  );
}
