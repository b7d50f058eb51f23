import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { useDeptOptions, usePostOptions } from '../../../shared/lookups/system-lookups';
import { toTreeSelect } from '../../../shared/utils/tree-select';
import { isMobile } from '../../../shared/utils/validators';
import type { User, UserInput } from './user-api';

export const USERNAME_PATTERN = /^[a-zA-Z0-9]{4,30}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

interface UserFormProps {
  open: boolean;
  /** The user being edited (fresh from /get), or null to create one. */
  editing: User | null;
  /** Prefilled password for new users (config sys.user.init-password), if known. */
  initPassword: string | null;
  saving: boolean;
  onSubmit(values: UserInput): void;
  onCancel(): void;
}

export function UserForm({ open, editing, initPassword, saving, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserInput>();
  const sexes = useDictOptions(DICT_TYPE.SYSTEM_USER_SEX);
  const depts = useDeptOptions(open);
  const posts = usePostOptions(open);
  const creating = !editing;

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max = (field: string, length: number) => ({ max: length, message: t('common.maxLength', { field, max: length }) });

  return (
    <ModalForm<UserInput>
      open={open}
      title={creating ? t('user.add') : t('user.editTitle')}
      form={form}
      name="user-form"
      width={640}
      labelWidth={88}
      saving={saving}
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
      onCancel={onCancel}
      onSubmit={(values) =>
        onSubmit({
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
          <Form.Item name="nickname" label={t('user.nickname')} rules={[required(t('user.nickname')), max(t('user.nickname'), 30)]}>
            <Input placeholder={t('common.pleaseEnter', { field: t('user.nickname') })} maxLength={30} />
          </Form.Item>
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
          <Form.Item
            name="mobile"
            label={t('user.mobile')}
            rules={[{ validator: (_rule, value: string | undefined) => (!value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('user.mobileInvalid')))) }]}
          >
            <Input placeholder={t('common.pleaseEnter', { field: t('user.mobile') })} maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('user.email')}
            rules={[
              max(t('user.email'), 50),
              { validator: (_rule, value: string | undefined) => (!value || EMAIL_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('user.emailInvalid')))) },
            ]}
          >
            <Input placeholder={t('common.pleaseEnter', { field: t('user.email') })} maxLength={50} />
          </Form.Item>
        </Col>
        {creating && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item name="username" label={t('user.username')} rules={[required(t('user.username')), { pattern: USERNAME_PATTERN, message: t('user.usernameRule') }]}>
                <Input placeholder={t('common.pleaseEnter', { field: t('user.username') })} maxLength={30} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="password" label={t('user.password')} rules={[required(t('user.password')), { min: 4, max: 16, message: t('user.passwordRule') }]}>
                <Input.Password placeholder={t('common.pleaseEnter', { field: t('user.password') })} maxLength={16} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="sex" label={t('user.sex')}>
            <Select allowClear options={sexes} placeholder={t('common.pleaseSelect', { field: t('user.sex') })} />
          </Form.Item>
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
          <Form.Item name="remark" label={t('common.remark')} rules={[max(t('common.remark'), 500)]}>
            <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
