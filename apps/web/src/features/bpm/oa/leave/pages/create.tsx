import { Button, Card, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
// The date pickers in the app's language.
import '@/shared/utils/dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { processApi } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { DictSelectItem } from '@/shared/components/crud/form-items';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';

interface LeaveValues {
  startTime: Dayjs;
  endTime: Dayjs;
  type: number;
  reason: string;
}

const LIST = '/bpm/oa/leave';

/** 发起 OA 请假 (/bpm/oa/leave/create): the application, which starts process oa_leave with its day count. */
export default function LeaveCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LeaveValues>();
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });
  const create = useMutation({
    mutationFn: (v: LeaveValues) => processApi.createLeave({ startTime: v.startTime.startOf('day').valueOf(), endTime: v.endTime.startOf('day').valueOf(), type: v.type, reason: v.reason.trim() }),
    onSuccess: async () => {
      toast.success(t('bpmProcess.leaveCreated'));
      await queryClient.invalidateQueries({ queryKey: ['bpm'] });
      void navigate(LIST);
    },
  });
  return (
    <Card className="page-card" title={t('bpmProcess.leaveCreateTitle')}>
      <Form<LeaveValues> form={form} name="bpm-leave-create" labelCol={{ flex: '110px' }} style={{ maxWidth: 640 }} onFinish={(v) => create.mutate(v)}>
        <Form.Item name="startTime" label={t('bpmProcess.leaveStart')} rules={[required(t('bpmProcess.leaveStart'))]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('bpmProcess.leaveEnd')}
          dependencies={['startTime']}
          rules={[
            required(t('bpmProcess.leaveEnd')),
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | undefined) => {
                const start = getFieldValue('startTime') as Dayjs | undefined;
                return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(t('bpmProcess.leaveEndBeforeStart')));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <DictSelectItem name="type" label={t('bpmProcess.leaveType')} dictType={DICT_TYPE.BPM_OA_LEAVE_TYPE} required />
        <Form.Item name="reason" label={t('bpmProcess.leaveReason')} rules={[{ ...required(t('bpmProcess.leaveReason')), whitespace: true }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('common.pleaseEnter', { field: t('bpmProcess.leaveReason') })} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('bpmProcess.submit')}
            </Button>
            <Button onClick={() => void navigate(LIST)}>{t('common.cancel')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
