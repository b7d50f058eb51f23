import { useEffect, useState } from 'react';
import { Form, Input, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@console/contracts/lawyer';
import type { DecisionTarget } from './decisions';

interface RejectModalProps {
  /** The applications to reject; null when closed. */
  targets: DecisionTarget[] | null;
  onCancel(): void;
  onSubmit(reason: string): Promise<void>;
}

/** The reason for a rejection: required, with common reasons one click away. */
export function RejectModal({ targets, onCancel, onSubmit }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const reason = Form.useWatch('reason', form);
  const quickReasons = t('lawyer.reasons', { returnObjects: true }) as string[];
  const open = targets !== null;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      await onSubmit(values.reason.trim());
    } finally {
      setSaving(false);
    }
  };

  const title = targets && targets.length > 1 ? t('lawyer.rejectBatchTitle', { count: targets.length }) : `${t('lawyer.rejectTitle')}${targets?.[0] ? ` · ${targets[0].name}` : ''}`;
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" name="lawyer-reject" preserve={false}>
        <Form.Item label={t('lawyer.quickReasons')}>
          <div className="lawyer-quick-reasons">
            {quickReasons.map((text) => (
              <Tag.CheckableTag key={text} checked={reason === text} onChange={() => form.setFieldsValue({ reason: text })}>
                {text}
              </Tag.CheckableTag>
            ))}
          </div>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('lawyer.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('lawyer.rejectReasonRequired') },
            { max: REASON_MAX, message: t('common.maxLength', { field: t('lawyer.rejectReason'), max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} autoFocus maxLength={REASON_MAX} showCount placeholder={t('common.pleaseEnter', { field: t('lawyer.rejectReason') })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
