import { Col, DatePicker, Form, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictRadioItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import { useTenantPackageOptions } from '@/shared/lookups/system-lookups';
import type { Tenant, TenantInput } from './tenant-api';

type Values = Omit<TenantInput, 'expireTime'> & { expireTime: Dayjs };

/** 添加租户 (with the tenant's first admin account) / 修改租户. */
export function TenantForm({ dialog }: { dialog: EditDialog<Tenant, TenantInput> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules();
  const editing = dialog.editing;
  const packages = useTenantPackageOptions(dialog.open);

  return (
    <ModalForm<Values>
      dialog={dialog}
      title={editing ? t('tenant.editTitle') : t('tenant.add')}
      form={form}
      name="tenant-form"
      width={640}
      values={
        editing
          ? { ...editing, contactMobile: editing.contactMobile ?? '', expireTime: dayjs(editing.expireTime) }
          : { status: 0, accountCount: 10, expireTime: dayjs().add(1, 'year').endOf('day') }
      }
      onSubmit={(values) =>
        dialog.save({
          ...values,
          id: editing?.id,
          name: values.name.trim(),
          contactName: values.contactName.trim(),
          contactMobile: values.contactMobile?.trim() || null,
          domain: values.domain?.trim() ?? '',
          expireTime: values.expireTime.valueOf(),
        })
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextItem name="name" label={t('tenant.name')} required max={30} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="packageId" label={t('tenant.package')} rules={[rule.chosen(t('tenant.package'))]}>
            <Select options={(packages.data ?? []).map((pkg) => ({ value: pkg.id, label: pkg.name }))} placeholder={t('common.pleaseSelect', { field: t('tenant.package') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="contactName" label={t('tenant.contactName')} required max={30} />
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="contactMobile" label={t('tenant.contactMobile')} max={11} rules={[rule.mobile(t('tenant.mobileInvalid'))]} />
        </Col>
        {!editing && (
          <>
            <Col xs={24} sm={12}>
              <TextItem name="username" label={t('tenant.username')} required max={30} rules={[{ pattern: /^[a-zA-Z0-9]{4,30}$/, message: t('tenant.usernameRule') }]} />
            </Col>
            <Col xs={24} sm={12}>
              <TextItem name="password" label={t('tenant.password')} password required max={16} rules={[{ min: 4, max: 16, message: t('tenant.passwordRule') }]} />
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="accountCount" label={t('tenant.accountCount')} rules={[rule.chosen(t('tenant.accountCount'))]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="expireTime" label={t('tenant.expireTime')} rules={[rule.chosen(t('tenant.expireTime'))]}>
            <DatePicker style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: t('tenant.expireTime') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="domain" label={t('tenant.domain')} required max={256} />
        </Col>
        <Col xs={24} sm={12}>
          <DictRadioItem label={t('tenant.status')} required />
        </Col>
      </Row>
    </ModalForm>
  );
}
