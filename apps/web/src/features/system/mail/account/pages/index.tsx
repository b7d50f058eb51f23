import { Form, Switch, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { NumberItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { mailAccountApi, type MailAccount, type MailAccountFilters, type MailAccountInput } from '@/features/system/mail/mail-account-api';
import '@/features/system/mail/texts';

interface SearchValues {
  mail?: string;
  username?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): MailAccountFilters {
  return { mail: values.mail?.trim() || undefined, username: values.username?.trim() || undefined, createTime: toCreateTimeRange(values.createTime) };
}

/** 邮箱账号 (component system/mail/account/index): the SMTP accounts mail goes out through; passwords stay on the server. */
export default function MailAccountPage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<MailAccount, MailAccountFilters, SearchValues>({ queryKey: ['system', 'mail-account'], fetchPage: mailAccountApi.page, toFilters });
  const [form] = Form.useForm<MailAccountInput>();
  const dialog = useEditDialog<MailAccount, MailAccountInput>({ get: mailAccountApi.get, create: mailAccountApi.create, update: mailAccountApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;
  const yesNo = (value: boolean) => (value ? t('mail.yes') : t('mail.no'));

  const columns: TableColumnsType<MailAccount> = [
    idColumn(t('mail.id')),
    { title: t('mail.mail'), dataIndex: 'mail', ellipsis: true },
    { title: t('mail.username'), dataIndex: 'username', ellipsis: true },
    { title: t('mail.host'), dataIndex: 'host', ellipsis: true },
    { title: t('mail.port'), dataIndex: 'port', width: 130 },
    { title: t('mail.sslEnable'), dataIndex: 'sslEnable', width: 120, render: yesNo },
    { title: t('mail.starttlsEnable'), dataIndex: 'starttlsEnable', width: 150, render: yesNo },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<MailAccount>({ permission: 'system:mail-account', dialog, api: mailAccountApi, crud, entity: t('mail.accountEntity') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="mail-account-search"
      search={
        <>
          <SearchInput name="mail" label={t('mail.mail')} />
          <SearchInput name="username" label={t('mail.username')} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:mail-account:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<MailAccountInput>
        dialog={dialog}
        title={editing ? t('mail.editAccount') : t('mail.addAccount')}
        form={form}
        name="mail-account-form"
        width={620}
        labelWidth={150}
        values={editing ? { ...editing } : { port: 465, sslEnable: true, starttlsEnable: false }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id })}
      >
        <TextItem name="mail" label={t('mail.mail')} required max={255} rules={[rule.email(t('mail.mailInvalid', { mail: '' }))]} />
        <TextItem name="username" label={t('mail.username')} required max={255} />
        <TextItem name="password" label={t('mail.password')} required={!editing} max={255} password extra={editing ? t('mail.passwordKeep') : undefined} />
        <TextItem name="host" label={t('mail.host')} required max={255} />
        <NumberItem name="port" label={t('mail.port')} min={1} max={65535} />
        <Form.Item name="sslEnable" label={t('mail.sslEnable')} valuePropName="checked" extra={t('mail.sslHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="starttlsEnable" label={t('mail.starttlsEnable')} valuePropName="checked" extra={t('mail.starttlsHint')}>
          <Switch />
        </Form.Item>
      </ModalForm>
    </CrudList>
  );
}
