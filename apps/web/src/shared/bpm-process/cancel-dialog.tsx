import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../components/crud/modal-form';
import { toast } from '../ui/feedback';
import { processApi } from './process-api';
import './texts';

/** 取消流程: the starter withdraws a running process, with a reason (我的流程, 请假查询). */
export function CancelProcessDialog({ instanceId, onClose, onDone }: { instanceId: number | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useMutation({
    mutationFn: (values: { reason: string }) => processApi.cancel(instanceId!, values.reason.trim()),
    onSuccess: () => {
      toast.success(t('bpmProcess.cancelled'));
      onDone();
      onClose();
    },
  });
  return (
    <ModalForm<{ reason: string }>
      open={instanceId !== null}
      title={t('bpmProcess.cancelTitle')}
      form={form}
      name="bpm-cancel-process"
      width={480}
      saving={cancel.isPending}
      danger
      onCancel={onClose}
      onSubmit={(values) => cancel.mutate(values)}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item name="reason" label={t('bpmProcess.cancelPrompt')} rules={[{ required: true, whitespace: true, message: t('bpmProcess.cancelReasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('bpmProcess.cancelReason')} />
      </Form.Item>
    </ModalForm>
  );
}
