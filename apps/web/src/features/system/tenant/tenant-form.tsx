import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { useTenantPackageOptions } from '../../../shared/lookups/system-lookups';
import { isMobile } from '../../../shared/utils/validators';
import type { Tenant, TenantInput } from './tenant-api';

type Values = Omit<TenantInput, 'expireTime'> & { expireTime: Dayjs };

interface TenantFormProps {
  open: boolean;
  editing: Tenant | null;
  saving: boolean;
  onSubmit(values: TenantInput): void;
  onCancel(): void;
}

export function TenantForm({ open, editing, saving, onSubmit, onCancel }: TenantFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const packages = useTenantPackageOptions(open);
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });
  const text = (field: string, max: number) => [{ ...required(field), whitespace: true }, { max, message: t('common.maxLength', { field, max }) }];

  return (
    <ModalForm<Values>
      open={open}
      title={editing ? t('tenant.editTitle') : t('tenant.add')}
      form={form}
      name="tenant-form"
      width={640}
      saving={saving}
      values={
        editing
          ? { ...editing, contactMobile: editing.contactMobile ?? '', expireTime: dayjs(editing.expireTime) }
          : { status: 0, accountCount: 10, expireTime: dayjs().add(1, 'year').endOf('day') }
      }
      onCancel={onCancel}
      onSubmit={(values) =>
        onSubmit({
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
          <Form.Item name="name" label={t('tenant.name')} rules={text(t('tenant.name'), 30)}>
            <Input placeholder={t('common.pleaseEnter', { field: t('tenant.name') })} maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="packageId" label={t('tenant.package')} rules={[required(t('tenant.package'))]}>
            <Select options={(packages.data ?? []).map((pkg) => ({ value: pkg.id, label: pkg.name }))} placeholder={t('common.pleaseSelect', { field: t('tenant.package') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="contactName" label={t('tenant.contactName')} rules={text(t('tenant.contactName'), 30)}>
            <Input placeholder={t('common.pleaseEnter', { field: t('tenant.contactName') })} maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contactMobile"
            label={t('tenant.contactMobile')}
            rules={[{ validator: (_rule, value: string | undefined) => (!value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('tenant.mobileInvalid')))) }]}
          >
            <Input placeholder={t('common.pleaseEnter', { field: t('tenant.contactMobile') })} maxLength={11} />
          </Form.Item>
        </Col>
        {!editing && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item name="username" label={t('tenant.username')} rules={[{ ...required(t('tenant.username')), whitespace: true }, { pattern: /^[a-zA-Z0-9]{4,30}$/, message: t('tenant.usernameRule') }]}>
                <Input placeholder={t('common.pleaseEnter', { field: t('tenant.username') })} maxLength={30} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="password" label={t('tenant.password')} rules={[required(t('tenant.password')), { min: 4, max: 16, message: t('tenant.passwordRule') }]}>
                <Input.Password placeholder={t('common.pleaseEnter', { field: t('tenant.password') })} maxLength={16} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="accountCount" label={t('tenant.accountCount')} rules={[required(t('tenant.accountCount'))]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="expireTime" label={t('tenant.expireTime')} rules={[required(t('tenant.expireTime'))]}>
            <DatePicker style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: t('tenant.expireTime') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="domain" label={t('tenant.domain')} rules={text(t('tenant.domain'), 256)}>
            <Input placeholder={t('common.pleaseEnter', { field: t('tenant.domain') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('tenant.status')} rules={[required(t('tenant.status'))]}>
            <Radio.Group options={statuses} />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
