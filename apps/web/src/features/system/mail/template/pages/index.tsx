import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, dictColumn, editDeleteColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RowAction } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { mailAccountApi } from '@/features/system/mail/mail-account-api';
import { mailTemplateApi, type MailTemplate, type MailTemplateFilters, type MailTemplateInput } from '@/features/system/mail/mail-template-api';
import { SendMailDialog } from '@/features/system/mail/send-mail-dialog';
import '@/features/system/mail/texts';

interface SearchValues {
  code?: string;
  name?: string;
  accountId?: number;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): MailTemplateFilters {
  return {
    code: values.code?.trim() || undefined,
    name: values.name?.trim() || undefined,
    accountId: values.accountId,
    status: values.status,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 邮件模版 (component system/mail/template/index): what each mail says, from which account; 测试 sends one. */
export default function MailTemplatePage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<MailTemplate, MailTemplateFilters, SearchValues>({ queryKey: ['system', 'mail-template'], fetchPage: mailTemplateApi.page, toFilters });
  const accounts = useQuery({ queryKey: ['system', 'mail-account', 'simple'], queryFn: mailAccountApi.listSimple });
  const accountOptions = (accounts.data ?? []).map((account) => ({ value: account.id, label: account.mail }));
  const [form] = Form.useForm<MailTemplateInput>();
  const dialog = useEditDialog<MailTemplate, MailTemplateInput>({ get: mailTemplateApi.get, create: mailTemplateApi.create, update: mailTemplateApi.update, onSaved: crud.invalidate });
  const [testing, setTesting] = useState<MailTemplate | null>(null);
  const editing = dialog.editing;
  const mailOf = (accountId: number) => accounts.data?.find((account) => account.id === accountId)?.mail ?? accountId;

  const columns: TableColumnsType<MailTemplate> = [
    { title: t('mail.templateCode'), dataIndex: 'code', width: 160, ellipsis: true },
    { title: t('mail.templateName'), dataIndex: 'name', width: 150, ellipsis: true },
    { title: t('mail.templateTitle'), dataIndex: 'title', width: 200, ellipsis: true },
    { title: t('mail.templateContent'), dataIndex: 'content', ellipsis: true },
    { title: t('mail.account'), dataIndex: 'accountId', width: 200, ellipsis: true, render: (id: number) => mailOf(id) },
    { title: t('mail.nickname'), dataIndex: 'nickname', width: 130, ellipsis: true },
    dictColumn(t('mail.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<MailTemplate>({
      permission: 'system:mail-template',
      dialog,
      api: mailTemplateApi,
      crud,
      entity: t('mail.templateEntity'),
      width: 200,
      extra: (row) => (
        <RowAction permission="system:mail-template:send-mail" icon={<SendOutlined />} onClick={() => setTesting(row)}>
          {t('mail.test')}
        </RowAction>
      ),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="mail-template-search"
      search={
        <>
          <SearchInput name="code" label={t('mail.templateCode')} />
          <SearchInput name="name" label={t('mail.templateName')} />
          <SearchSelect name="accountId" label={t('mail.account')} options={accountOptions} loading={accounts.isLoading} width={200} />
          <SearchDictSelect name="status" label={t('mail.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:mail-template:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<MailTemplateInput>
        dialog={dialog}
        title={editing ? t('mail.editTemplate') : t('mail.addTemplate')}
        form={form}
        name="mail-template-form"
        width={720}
        labelWidth={110}
        values={editing ? { ...editing, nickname: editing.nickname ?? '', remark: editing.remark ?? '' } : { status: 0, accountId: accounts.data?.[0]?.id }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, nickname: values.nickname?.trim() || null, remark: values.remark || null })}
      >
        <TextItem name="name" label={t('mail.templateName')} required max={63} />
        <TextItem name="code" label={t('mail.templateCode')} required max={63} rules={[{ pattern: /^[A-Za-z0-9_-]+$/, message: t('mail.templateCodeRule') }]} />
        <Form.Item name="accountId" label={t('mail.account')} rules={[rule.chosen(t('mail.account'))]}>
          <Select options={accountOptions} loading={accounts.isLoading} placeholder={t('common.pleaseSelect', { field: t('mail.account') })} />
        </Form.Item>
        <TextItem name="nickname" label={t('mail.nickname')} max={255} />
        <TextItem name="title" label={t('mail.templateTitle')} required max={255} />
        <Form.Item
          name="content"
          label={t('mail.templateContent')}
          extra={t('mail.templateContentHint')}
          rules={[rule.required(t('mail.templateContent')), rule.max(t('mail.templateContent'), 10240)]}
        >
          <Input.TextArea rows={6} maxLength={10240} showCount placeholder={t('common.pleaseEnter', { field: t('mail.templateContent') })} />
        </Form.Item>
        <DictRadioItem label={t('mail.status')} required />
        <RemarkItem max={255} />
      </ModalForm>
      <SendMailDialog template={testing} onClose={() => setTesting(null)} />
    </CrudList>
  );
}
