import { Col, Form, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDeptOptions, usePostOptions } from '@/shared/lookups/system-lookups';
import { toTreeSelect } from '@/shared/utils/tree-select';
import type { User, UserInput } from './user-api';
import { DictSelectItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';

export const USERNAME_PATTERN = /^[a-zA-Z0-9]{4,30}$/;
interface UserFormProps {
  /** The user being edited (fresh from /get), or a new one. */
  dialog: EditDialog<User, UserInput>;
  /** Prefilled password for new users (config sys.user.init-password), if known. */
  initPassword: string | null;
}

/** 添加用户 / 修改用户: username and password only when creating. */
export function UserForm({ dialog, initPassword }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserInput>();
  const rule = useFieldRules();
  const editing = dialog.editing;
  const depts = useDeptOptions(dialog.open);
  const posts = usePostOptions(dialog.open);
  const creating = !editing;

  return (
    <ModalForm<UserInput>
      dialog={dialog}
      title={creating ? t('user.add') : t('user.editTitle')}
      form={form}
      name="user-form"
      width={640}
      labelWidth={88}
      values={
        editing
          ? {
              nickname: editing.nickname,
              deptId: editing.deptId ?? undefined,
              mobile: editing.mobile,
              email: editing.email,
              sex: editing.sex,
              postIds: editing.postIds,
              remark: editing.remark ?? '',
            }
          : { password: initPassword ?? '', postIds: [] }
      }
      onSubmit={(values) =>
        dialog.save({
          ...values,
          id: editing?.id,
          nickname: values.nickname.trim(),
          email: values.email?.trim() ?? '',
          mobile: values.mobile?.trim() ?? '',
          deptId: values.deptId ?? null,
          sex: values.sex ?? null,
        })
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextItem name="nickname" label={t('user.nickname')} required max={30} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="deptId" label={t('user.ownerDept')}>
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandAll
              treeData={toTreeSelect(depts.data ?? [])}
              placeholder={t('common.pleaseSelect', { field: t('user.ownerDept') })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="mobile" label={t('user.mobile')} max={11} rules={[rule.mobile(t('user.mobileInvalid'))]} />
        </Col>
        <Col xs={24} sm={12}>
          <TextItem name="email" label={t('user.email')} max={50} rules={[rule.email(t('user.emailInvalid'))]} />
        </Col>
        {creating && (
          <>
            <Col xs={24} sm={12}>
              <TextItem name="username" label={t('user.username')} required max={30} rules={[{ pattern: USERNAME_PATTERN, message: t('user.usernameRule') }]} />
            </Col>
            <Col xs={24} sm={12}>
              <TextItem name="password" label={t('user.password')} password required max={16} rules={[{ min: 4, max: 16, message: t('user.passwordRule') }]} />
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <DictSelectItem name="sex" label={t('user.sex')} dictType={DICT_TYPE.SYSTEM_USER_SEX} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="postIds" label={t('user.posts')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(posts.data ?? []).map((post) => ({ value: post.id, label: post.name }))}
              placeholder={t('common.pleaseSelect', { field: t('user.posts') })}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <RemarkItem />
        </Col>
      </Row>
    </ModalForm>
  );
}
