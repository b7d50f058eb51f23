import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagsItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { TemplateParamItems, trimmedParams } from '@/shared/components/crud/template-param-items';
import { toast } from '@/shared/ui/feedback';
import { isEmail } from '@/shared/utils/validators';
import { mailTemplateApi, type MailTemplate } from './mail-template-api';

interface SendValues {
  toMails: string[];
  ccMails?: string[];
  bccMails?: string[];
  params?: Record<string, string>;
}

/** 测试: recipients and a value for each `{param}` of the template; the mail goes out on the queue, into the log. */
export function SendMailDialog({ template, onClose }: { template: MailTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SendValues>();
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      mailTemplateApi.send({
        toMails: values.toMails.map((m) => m.trim()),
        ccMails: (values.ccMails ?? []).map((m) => m.trim()),
        bccMails: (values.bccMails ?? []).map((m) => m.trim()),
        templateCode: template!.code,
        templateParams: trimmedParams(values.params),
      }),
    onSuccess: (logId) => {
      toast.success(t('mail.sendSubmitted', { id: logId }));
      onClose();
    },
  });
  const valid = { test: (entry: string) => isEmail(entry.trim()), message: (entry: string) => t('mail.mailInvalid', { mail: entry }) };
  const mailList = (name: keyof SendValues, required?: boolean) => (
    <TagsItem name={name} label={t(`mail.${name}`)} required={required} max={255} valid={valid} extra={t('mail.mailsHint')} />
  );

  return (
    <ModalForm<SendValues>
      open={!!template}
      saving={send.isPending}
      title={t('mail.sendTitle')}
      form={form}
      name="mail-send-form"
      width={620}
      labelWidth={110}
      values={{ toMails: [], ccMails: [], bccMails: [], params: {} }}
      onCancel={onClose}
      onSubmit={(values) => send.mutate(values)}
    >
      <Form.Item label={t('mail.templateTitle')} htmlFor="mail-send-title">
        <Input id="mail-send-title" value={template?.title} readOnly />
      </Form.Item>
      <Form.Item label={t('mail.templateContent')} htmlFor="mail-send-content">
        <Input.TextArea id="mail-send-content" value={template?.content} readOnly autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      {mailList('toMails', true)}
      {mailList('ccMails')}
      {mailList('bccMails')}
      <TemplateParamItems names={template?.params ?? []} max={1024} label={(name) => t('mail.paramLabel', { name })} />
    </ModalForm>
  );
}
