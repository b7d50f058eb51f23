import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { templateParams } from '@console/contracts/sms';
import { useTranslation } from 'react-i18next';
import { TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { TemplateParamItems, trimmedParams } from '@/shared/components/crud/template-param-items';
import { toast } from '@/shared/ui/feedback';
import { smsTemplateApi, type SmsTemplate } from './sms-template-api';

interface SendValues {
  mobile: string;
  params: Record<string, string>;
}

/** 测试发送: a mobile and a value for each `{param}` of the template; the message lands in the send log. */
export function SendSmsDialog({ template, onClose }: { template: SmsTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const [form] = Form.useForm<SendValues>();
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      smsTemplateApi.send({ mobile: values.mobile.trim(), templateCode: template!.code, templateParams: trimmedParams(values.params) }),
    onSuccess: (logId) => {
      toast.success(t('sms.sendSubmitted', { id: logId }));
      onClose();
    },
  });
  const names = template ? templateParams(template.content) : [];

  return (
    <ModalForm<SendValues>
      open={!!template}
      saving={send.isPending}
      title={t('sms.sendTitle')}
      form={form}
      name="sms-send-form"
      width={560}
      values={{ mobile: '', params: {} }}
      onCancel={onClose}
      onSubmit={(values) => send.mutate(values)}
    >
      <Form.Item label={t('sms.templateContent')} htmlFor="sms-send-content">
        <Input.TextArea id="sms-send-content" value={template?.content} readOnly autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <TextItem name="mobile" label={t('sms.mobile')} required max={11} rules={[rule.mobile(t('sms.mobileInvalid'))]} />
      <TemplateParamItems names={names} max={255} label={(name) => t('sms.paramLabel', { name })} />
    </ModalForm>
  );
}
