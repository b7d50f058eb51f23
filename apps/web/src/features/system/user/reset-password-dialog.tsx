import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';
import { userApi, type User } from './user-api';

/** 重置密码: prompt 请输入"<username>"的新密码, then 修改成功，新密码是：<pwd>. */
export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const save = useMutation({
    mutationFn: (password: string) => userApi.resetPassword(user!.id, password),
    onSuccess: (_result, password) => {
      toast.success(t('user.resetPasswordSuccess', { password }));
      onClose();
    },
  });

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  return (
    <Modal
      open={!!user}
      title={t('common.systemNotice')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      mask={{ closable: false }}
      forceRender
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={420}
    >
      <Form form={form} layout="vertical" name="reset-password" onFinish={(values) => save.mutate(values.password)}>
        <Form.Item
          name="password"
          label={t('user.resetPasswordPrompt', { username: user?.username ?? '' })}
          rules={[
            { required: true, message: t('common.required', { field: t('user.password') }) },
            { min: 4, max: 16, message: t('user.passwordRule') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
