import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Form, Input, Select, Space, Tag, Timeline, Typography } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/auth/auth-store';
import { FormRenderer } from '@/shared/bpm-form/form-renderer';
import { parseFields, type FormConf } from '@/shared/bpm-form/fields';
import '@/shared/bpm-form/texts';
import { formatDuration } from '@/shared/bpm-process/duration';
import { ProcessViewer } from '@/shared/bpm-process/process-viewer';
import { processApi, Result, type InstanceTask, type ProcessInstanceDetail } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useUserOptions } from '@/shared/lookups/system-lookups';
import { toast } from '@/shared/ui/feedback';
import { formatDateTime } from '@/shared/utils/format';

const DESIGNED_FORM = 10;

const RESULT_LOOK: Record<number, { color: string; icon: React.ReactNode }> = {
  [Result.PROCESS]: { color: 'blue', icon: <ClockCircleOutlined /> },
  [Result.APPROVE]: { color: 'green', icon: <CheckCircleOutlined /> },
  [Result.REJECT]: { color: 'red', icon: <CloseCircleOutlined /> },
  [Result.CANCEL]: { color: 'gray', icon: <MinusCircleOutlined /> },
};

const userText = (user: InstanceTask['assigneeUser']  ) => (user ? `${user.nickname}${user.deptName ? `（${user.deptName}）` : ''}` : '');

/** 转派审批人: the task goes to another user. */
function TransferDialog({ taskId, onClose, onDone }: { taskId: number | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ assigneeUserId: number }>();
  const users = useUserOptions(taskId !== null);
  const transfer = useMutation({
    mutationFn: (values: { assigneeUserId: number }) => processApi.transfer(taskId!, values.assigneeUserId),
    onSuccess: () => {
      toast.success(t('bpmProcess.transferred'));
      onDone();
      onClose();
    },
  });
  return (
    <ModalForm<{ assigneeUserId: number }> open={taskId !== null} title={t('bpmProcess.transferTitle')} form={form} name="bpm-transfer" width={480} saving={transfer.isPending} onCancel={onClose} onSubmit={(v) => transfer.mutate(v)}>
      <Form.Item name="assigneeUserId" label={t('bpmProcess.newAssignee')} rules={[{ required: true, message: t('common.required', { field: t('bpmProcess.newAssignee') }) }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={users.isLoading}
          options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nickname }))}
          placeholder={t('common.pleaseSelect', { field: t('bpmProcess.newAssignee') })}
        />
      </Form.Item>
    </ModalForm>
  );
}

/** 审批任务【…】: one of my running tasks of this process, to approve, reject or transfer with a comment. */
function ApprovalCard({ task, instance, onDone }: { task: InstanceTask; instance: ProcessInstanceDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [transferring, setTransferring] = useState(false);
  const decide = useMutation({
    mutationFn: async ({ approve, reason }: { approve: boolean; reason: string }) => {
      await (approve ? processApi.approve(task.id, reason) : processApi.reject(task.id, reason));
      return approve;
    },
    onSuccess: (approve) => {
      toast.success(approve ? t('bpmProcess.approved') : t('bpmProcess.rejected'));
      onDone();
    },
  });
  // A validation failure shows beside its field; nothing more to do with it.
  const submit = (approve: boolean) =>
    void form.validateFields().then(
      ({ reason }) => decide.mutate({ approve, reason: reason.trim() }),
      () => undefined,
    );
  return (
    <Card className="page-card bpm-approval-card" title={t('bpmProcess.approveCard', { name: task.name })}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('bpmProcess.name')}>{instance.name}</Descriptions.Item>
        <Descriptions.Item label={t('bpmProcess.starter')}>{userText(instance.startUser)}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name={`bpm-approve-${task.id}`} layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item name="reason" label={t('bpmProcess.reason')} rules={[{ required: true, whitespace: true, message: t('bpmProcess.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={255} showCount placeholder={t('common.pleaseEnter', { field: t('bpmProcess.reason') })} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" icon={<CheckCircleOutlined />} loading={decide.isPending && decide.variables?.approve} onClick={() => submit(true)} style={{ background: '#52c41a' }}>
          {t('bpmProcess.approve')}
        </Button>
        <Button danger type="primary" icon={<CloseCircleOutlined />} loading={decide.isPending && !decide.variables?.approve} onClick={() => submit(false)}>
          {t('bpmProcess.reject')}
        </Button>
        <Button onClick={() => setTransferring(true)}>{t('bpmProcess.transfer')}</Button>
        <Button onClick={() => toast.warning(t('bpmProcess.delegateUnsupported'))}>{t('bpmProcess.delegate')}</Button>
        <Button onClick={() => toast.warning(t('bpmProcess.backUnsupported'))}>{t('bpmProcess.back')}</Button>
      </Space>
      <TransferDialog taskId={transferring ? task.id : null} onClose={() => setTransferring(false)} onDone={onDone} />
    </Card>
  );
}

/** 申请信息: the designed form as submitted (read-only), or a link to the business form's own page. */
function ApplicationCard({ instance }: { instance: ProcessInstanceDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const definition = instance.processDefinition;
  const [fields] = useState(() => parseFields(definition.formFields ?? []));
  const conf = definition.formConf ? (JSON.parse(definition.formConf) as FormConf) : undefined;
  return (
    <Card className="page-card" title={t('bpmProcess.applyCard', { name: instance.name })}>
      {definition.formType === DESIGNED_FORM ? (
        <div style={{ maxWidth: 760 }}>
          <FormRenderer fields={fields} conf={conf} form={form} disabled initialValues={instance.formVariables} name="bpm-application" />
        </div>
      ) : definition.formCustomViewPath ? (
        <Link to={`${definition.formCustomViewPath}?id=${instance.businessKey ?? ''}`}>{t('bpmProcess.viewBusiness')}</Link>
      ) : (
        <Typography.Text type="secondary">{t('bpmProcess.noForm')}</Typography.Text>
      )}
    </Card>
  );
}

/** 审批记录: every task, newest first, coloured by its result. */
function RecordsCard({ tasks }: { tasks: InstanceTask[] }) {
  const { t } = useTranslation();
  const items = [...tasks].reverse().map((task) => {
    const look = RESULT_LOOK[task.result] ?? RESULT_LOOK[Result.PROCESS]!;
    return {
      key: task.id,
      color: look.color,
      dot: look.icon,
      children: (
        <div className="bpm-record">
          <Space size={8} wrap>
            <Typography.Text strong>{task.name}</Typography.Text>
            <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} value={task.result} />
          </Space>
          <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small" style={{ marginTop: 6 }}>
            <Descriptions.Item label={t('bpmProcess.assignee')}>{userText(task.assigneeUser)}</Descriptions.Item>
            <Descriptions.Item label={t('bpmProcess.createTime')}>{formatDateTime(task.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('bpmProcess.approveTime')}>{task.endTime ? formatDateTime(task.endTime) : <Tag color="processing">{t('bpmProcess.running')}</Tag>}</Descriptions.Item>
            <Descriptions.Item label={t('bpmProcess.duration')}>{formatDuration(task.durationInMillis, t)}</Descriptions.Item>
          </Descriptions>
          {task.reason && (
            <Typography.Paragraph className="bpm-record-reason" style={{ margin: '4px 0 0' }}>
              <Tag color={task.result === Result.REJECT ? 'error' : task.result === Result.CANCEL ? 'default' : 'success'}>{task.reason}</Tag>
            </Typography.Paragraph>
          )}
        </div>
      ),
    };
  });
  return (
    <Card className="page-card" title={t('bpmProcess.records')}>
      {items.length ? <Timeline items={items} /> : <Empty description={t('bpmProcess.noRecords')} />}
    </Card>
  );
}

/** 流程详情 (/bpm/process-instance/detail?id=): my tasks to decide, the application, the history and the diagram. */
export default function ProcessDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const me = useAuthStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const instance = useQuery({ queryKey: ['bpm', 'process-instance', 'detail', id], queryFn: () => processApi.get(id), enabled: id > 0 });
  const tasks = useQuery({ queryKey: ['bpm', 'process-instance', 'tasks', id], queryFn: () => processApi.tasks(id), enabled: id > 0 });
  const activities = useQuery({ queryKey: ['bpm', 'process-instance', 'activities', id], queryFn: () => processApi.activities(id), enabled: id > 0 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['bpm'] });
  if (instance.isError || tasks.isError) {
    return (
      <Card className="page-card">
        <Empty description={t('bpmProcess.notFound')} />
      </Card>
    );
  }
  if (!instance.data || !tasks.data) return <Card className="page-card" loading />;
  const data = instance.data;
  const mine = tasks.data.filter((task) => task.result === Result.PROCESS && task.assigneeUser?.id === me);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} className="bpm-detail">
      <Card className="page-card" title={t('bpmProcess.detailTitle')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('bpmProcess.name')}>{data.name}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.starter')}>{userText(data.startUser)}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.status')}>
            <Space size={4}>
              <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS} value={data.status} />
              <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} value={data.result} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.submitTime')}>{formatDateTime(data.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.endTime')}>{formatDateTime(data.endTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {mine.map((task) => (
        <ApprovalCard key={task.id} task={task} instance={data} onDone={refresh} />
      ))}
      <ApplicationCard key={data.id} instance={data} />
      <RecordsCard tasks={tasks.data} />
      <Card className="page-card" title={t('bpmProcess.diagram')}>
        <ProcessViewer xml={data.processDefinition.bpmnXml} activities={activities.data} tasks={tasks.data} instanceResult={data.result} />
      </Card>
    </Space>
  );
}
