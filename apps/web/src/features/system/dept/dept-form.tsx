import { Col, Form, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictRadioItem, SortItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import { useDeptOptions, useUserOptions } from '@/shared/lookups/system-lookups';
import { toTreeSelect } from '@/shared/utils/tree-select';
import { withDescendants } from '@/shared/utils/tree';
import type { Dept, DeptInput } from './dept-api';

/** 添加部门 / 修改部门; a new department starts under the row its 新增 was pressed on. */
export function DeptForm({ dialog }: { dialog: EditDialog<Dept, DeptInput> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeptInput>();
  const rule = useFieldRules();
  const { open, editing } = dialog;
  const depts = useDeptOptions(open);
  const users = useUserOptions(open);
  const blocked = editing ? withDescendants(depts.data ?? [], editing.id) : undefined;
  const parentTree = [{ value: 0, title: t('dept.root'), children: toTreeSelect(depts.data ?? [], blocked) }];

  return (
    <ModalForm<DeptInput>
      dialog={dialog}
      title={editing ? t('dept.editTitle') : t('dept.add')}
      form={form}
      name="dept-form"
      width={600}
      values={editing ? { ...editing, leaderUserId: editing.leaderUserId ?? undefined, phone: editing.phone ?? '', email: editing.email ?? '' } : { parentId: dialog.preset.parentId ?? 0, sort: 0, status: 0 }}
      onSubmit={(values) =>
        dialog.save({
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
          <TextItem name="name" label={t('dept.name')} required max={30} />
        </Col>
        <Col xs={24} sm={12}>
          <SortItem label={t('dept.displaySort')} />
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
          <TextItem name="phone" label={t('dept.phone')} max={11} rules={[rule.mobile(t('dept.phoneInvalid'))]} />
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="email" label={t('dept.email')} max={50} rules={[rule.email(t('dept.emailInvalid'))]} />
        </Col>
        <Col xs={24} sm={12}>
          <DictRadioItem label={t('dept.status')} required />
        </Col>
      </Row>
    </ModalForm>
  );
}
