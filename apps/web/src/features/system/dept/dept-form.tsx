import { Col, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { useDeptOptions, useUserOptions } from '../../../shared/lookups/system-lookups';
import { toTreeSelect } from '../../../shared/utils/tree-select';
import { withDescendants } from '../../../shared/utils/tree';
import { isMobile } from '../../../shared/utils/validators';
import type { Dept, DeptInput } from './dept-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface DeptFormProps {
  open: boolean;
  editing: Dept | null;
  parentId: number;
  saving: boolean;
  onSubmit(values: DeptInput): void;
  onCancel(): void;
}

export function DeptForm({ open, editing, parentId, saving, onSubmit, onCancel }: DeptFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeptInput>();
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const depts = useDeptOptions(open);
  const users = useUserOptions(open);
  const blocked = editing ? withDescendants(depts.data ?? [], editing.id) : undefined;
  const parentTree = [{ value: 0, title: t('dept.root'), children: toTreeSelect(depts.data ?? [], blocked) }];
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });

  return (
    <ModalForm<DeptInput>
      open={open}
      title={editing ? t('dept.editTitle') : t('dept.add')}
      form={form}
      name="dept-form"
      width={600}
      saving={saving}
      values={editing ? { ...editing, leaderUserId: editing.leaderUserId ?? undefined, phone: editing.phone ?? '', email: editing.email ?? '' } : { parentId, sort: 0, status: 0 }}
      onCancel={onCancel}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          id: editing?.id,
          name: values.name.trim(),
          leaderUserId: values.leaderUserId ?? null,
          phone: values.phone?.trim() || null,
          email: values.email?.trim() || null,
        })
      }
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('dept.parent')}>
            <TreeSelect showSearch={{ treeNodeFilterProp: 'title' }} treeDefaultExpandAll treeData={parentTree} placeholder={t('common.pleaseSelect', { field: t('dept.parent') })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('dept.name')} rules={[required(t('dept.name')), { max: 30, message: t('common.maxLength', { field: t('dept.name'), max: 30 }) }]}>
            <Input placeholder={t('common.pleaseEnter', { field: t('dept.name') })} maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('dept.displaySort')} rules={[{ required: true, message: t('common.required', { field: t('dept.displaySort') }) }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="leaderUserId" label={t('dept.leader')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(users.data ?? []).map((user) => ({ value: user.id, label: user.nickname }))}
              placeholder={t('common.pleaseSelect', { field: t('dept.leader') })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('dept.phone')}
            rules={[{ validator: (_rule, value: string | undefined) => (!value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('dept.phoneInvalid')))) }]}
          >
            <Input placeholder={t('common.pleaseEnter', { field: t('dept.phone') })} maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('dept.email')}
            rules={[
              { max: 50, message: t('common.maxLength', { field: t('dept.email'), max: 50 }) },
              { validator: (_rule, value: string | undefined) => (!value || EMAIL.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('dept.emailInvalid')))) },
            ]}
          >
            <Input placeholder={t('common.pleaseEnter', { field: t('dept.email') })} maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('dept.status')} rules={[{ required: true, message: t('common.required', { field: t('dept.status') }) }]}>
            <Radio.Group options={statuses} />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
