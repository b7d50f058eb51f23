import { useEffect, useState } from 'react';
import { Avatar, Button, Card, Col, Form, Input, Row, Space, Spin, Tabs, Typography, Upload } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/auth/auth-store';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { formatDateTime } from '@/shared/utils/format';
import { profileApi, type Profile } from '../user-api';
import { SocialBindings } from '../social-bindings';
import { useSearchParams } from 'react-router';
import { DictRadioItem, SubmitItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import '@/shared/components/crud/crud.css';
import '../texts';

const PROFILE_KEY = ['system', 'user', 'profile'];
export const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why an avatar file is refused (translation key), or null when it may be uploaded. */
export function avatarProblem(file: { type: string; size: number }): 'user.profile.avatarWrongType' | 'user.profile.avatarTooLarge' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'user.profile.avatarWrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'user.profile.avatarTooLarge';
  return null;
}

function syncSessionUser(patch: { nickname?: string; avatar?: string }) {
  useAuthStore.setState((state) => (state.user ? { user: { ...state.user, ...patch } } : {}));
}

function InfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('user.username'), profile.username],
    [t('user.nickname'), profile.nickname],
    [t('user.mobile'), profile.mobile],
    [t('user.email'), profile.email],
    [t('user.profile.dept'), profile.dept?.name ?? ''],
    [t('user.profile.roles'), profile.roles.map((role) => role.name).join('、')],
    [t('user.profile.posts'), profile.posts.map((post) => post.name).join('、')],
    [t('user.profile.createTime'), formatDateTime(profile.createTime)],
  ];
  return (
    <Card variant="borderless" className="page-card" title={t('user.profile.info')}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Avatar size={100} src={profile.avatar || undefined} icon={<UserOutlined />} alt={profile.nickname} />
      </div>
      <ul className="profile-card-list">
        {rows.map(([label, value]) => (
          <li key={label}>
            <span>{label}</span>
            <span>{value}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

interface BasicValues {
  nickname: string;
  email?: string;
  mobile?: string;
  sex?: number;
}

function BasicForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BasicValues>();
  const rule = useFieldRules();
  const save = useMutation({
    mutationFn: (values: BasicValues) => profileApi.update({ nickname: values.nickname.trim(), email: values.email?.trim() ?? '', mobile: values.mobile?.trim() ?? '', sex: values.sex ?? null }),
    onSuccess: async (_result, values) => {
      toast.success(t('user.profile.saved'));
      syncSessionUser({ nickname: values.nickname.trim() });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
  useEffect(() => {
    form.setFieldsValue({ nickname: profile.nickname, email: profile.email, mobile: profile.mobile, sex: profile.sex });
  }, [profile, form]);
  return (
    <Form form={form} name="profile-basic" labelCol={{ flex: '96px' }} style={{ maxWidth: 520 }} onFinish={(values) => save.mutate(values)}>
      <TextItem name="nickname" label={t('user.nickname')} required max={30} />
      <TextItem name="mobile" label={t('user.mobile')} max={11} rules={[rule.mobile(t('user.mobileInvalid'))]} />
      <TextItem name="email" label={t('user.email')} max={50} rules={[rule.email(t('user.emailInvalid'))]} />
      <DictRadioItem name="sex" label={t('user.sex')} dictType={DICT_TYPE.SYSTEM_USER_SEX} />
      <SubmitItem label={t('user.profile.save')} saving={save.isPending} />
    </Form>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const save = useMutation({
    mutationFn: (values: PasswordValues) => profileApi.updatePassword(values.oldPassword, values.newPassword),
    onSuccess: () => {
      toast.success(t('user.profile.saved'));
      form.resetFields();
    },
  });
  return (
    <Form form={form} name="profile-password" labelCol={{ flex: '96px' }} style={{ maxWidth: 520 }} onFinish={(values) => save.mutate(values)}>
      <Form.Item name="oldPassword" label={t('user.profile.oldPassword')} rules={[{ required: true, message: t('common.required', { field: t('user.profile.oldPassword') }) }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('user.profile.newPassword')}
        extra={t('user.profile.passwordRule')}
        rules={[{ required: true, message: t('common.required', { field: t('user.profile.newPassword') }) }, { pattern: STRONG_PASSWORD, message: t('user.profile.passwordRule') }]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('user.profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('common.required', { field: t('user.profile.confirmPassword') }) },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('user.profile.passwordMismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <SubmitItem label={t('user.profile.save')} saving={save.isPending} />
    </Form>
  );
}

function AvatarForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const upload = useMutation({
    mutationFn: (chosen: File) => profileApi.updateAvatar(chosen, chosen.name),
    onSuccess: async (url) => {
      toast.success(t('user.profile.saved'));
      syncSessionUser({ avatar: url });
      setFile(null);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
  return (
    <Space orientation="vertical" size="middle">
      <Space size="large" align="center" wrap>
        <Avatar size={120} src={preview ?? (profile.avatar || undefined)} icon={<UserOutlined />} alt={t('user.profile.avatarPreview')} />
        <Space orientation="vertical">
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(chosen) => {
              const problem = avatarProblem(chosen);
              if (problem) {
                toast.error(t(problem));
                return Upload.LIST_IGNORE;
              }
              setFile(chosen);
              setPreview(URL.createObjectURL(chosen));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('user.profile.chooseImage')}</Button>
          </Upload>
          <Button type="primary" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
            {t('user.profile.upload')}
          </Button>
        </Space>
      </Space>
      <Typography.Text type="secondary">{t('user.profile.avatarTip')}</Typography.Text>
    </Space>
  );
}

/** 个人中心 (/user/profile): info card, basic info, password, avatar. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const tab = useSearchParams()[0].get('tab');
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: profileApi.get });
  if (!profile.data) {
    return (
      <Card variant="borderless" className="page-card">
        {profile.isError ? (
          <Space>
            <Typography.Text type="danger">{t('crud.loadFailed')}</Typography.Text>
            <Button onClick={() => void profile.refetch()}>{t('crud.retry')}</Button>
          </Space>
        ) : (
          <Spin />
        )}
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <InfoCard profile={profile.data} />
      </Col>
      <Col xs={24} lg={16}>
        <Card variant="borderless" className="page-card">
          <Tabs
            defaultActiveKey={tab ?? undefined}
            items={[
              { key: 'basic', label: t('user.profile.basic'), children: <BasicForm profile={profile.data} /> },
              { key: 'password', label: t('user.profile.changePassword'), children: <PasswordForm /> },
              { key: 'avatar', label: t('user.profile.avatar'), children: <AvatarForm profile={profile.data} /> },
              { key: 'social', label: t('user.profile.social'), children: <SocialBindings profile={profile.data} profileKey={PROFILE_KEY} /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
