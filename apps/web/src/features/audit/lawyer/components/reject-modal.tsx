import { useState } from 'react';
import { Form, Input, Tag } from 'antd';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@console/contracts/lawyer';
import type { DecisionTarget } from './decisions';

interface RejectModalProps {
  /** The applications to reject; null when closed. */
  targets: DecisionTarget[] | null;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

/** The reason for a rejection: required, with common reasons one click away. */
export function RejectModal({ targets, onCancel, onSubmit }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const reason = Form.useWatch('reason', form);
  const quickReasons = t('lawyer.reasons', { returnObjects: true }) as string[];
  const open = targets !== null;

  const title = targets && targets.length > 1 ? t('lawyer.rejectBatchTitle', { count: targets.length }) : `${t('lawyer.rejectTitle')}${targets?.[0] ? ` · ${targets[0].name}` : ''}`;
  return (
    <ModalForm<{ reason: string }>
      open={open}
      title={title}
      form={form}
      name="lawyer-reject"
      width={520}
      danger
      onlyWhileOpen
      saving={saving}
      formProps={{ layout: 'vertical' }}
      onCancel={onCancel}
      onSubmit={(values) => {
        setSaving(true);
        void onSubmit(values.reason.trim())
          .catch(() => undefined) // shown by the request layer
          .finally(() => setSaving(false));
      }}
    >
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
    </ModalForm>
  );
}
