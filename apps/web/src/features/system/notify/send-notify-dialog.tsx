import { Form, Input, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_TYPE } from '@console/contracts/social';
import { NOTIFY_PARAM_VALUE_MAX } from '@console/contracts/notify';
import { useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { TemplateParamItems, trimmedParams } from '@/shared/components/crud/template-param-items';
import { useUserOptions } from '@/shared/lookups/system-lookups';
import { toast } from '@/shared/ui/feedback';
import { notifyTemplateApi, type NotifyTemplate } from './notify-template-api';
import './texts';

interface SendValues {
  userId: number;
  params?: Record<string, string>;
}

/** 测试: a user of this console and a value for each `{param}`; the message lands in that user's 我的站内信. */
export function SendNotifyDialog({ template, onClose }: { template: NotifyTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const [form] = Form.useForm<SendValues>();
  const users = useUserOptions(!!template);
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      notifyTemplateApi.send({
        userId: values.userId,
        userType: ADMIN_USER_TYPE,
        templateCode: template!.code,
        templateParams: trimmedParams(values.params),
      }),
    onSuccess: (id) => {
      if (id === null) toast.warning(t('notify.sendSkipped'));
      else toast.success(t('notify.sendSubmitted', { id }));
      onClose();
    },
  });

  return (
    <ModalForm<SendValues>
      open={!!template}
      saving={send.isPending}
      title={t('notify.sendTitle')}
      form={form}
      name="notify-send-form"
      width={560}
      labelWidth={110}
      values={{ params: {} }}
      onCancel={onClose}
      onSubmit={(values) => send.mutate(values)}
    >
      <Form.Item label={t('notify.templateContent')} htmlFor="notify-send-content">
        <Input.TextArea id="notify-send-content" value={template?.content} readOnly autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="userId" label={t('notify.receiver')} rules={[rule.chosen(t('notify.receiver'))]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={users.isLoading}
          options={(users.data ?? []).map((user) => ({ value: user.id, label: user.nickname }))}
          placeholder={t('common.pleaseSelect', { field: t('notify.receiver') })}
        />
      </Form.Item>
      <TemplateParamItems names={template?.params ?? []} max={NOTIFY_PARAM_VALUE_MAX} label={(name) => t('notify.paramLabel', { name })} />
    </ModalForm>
  );
}
