import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { CronBuilder } from './cron-builder';
import { jobApi, type Job, type JobInput } from './job-api';
import { TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';

/** 添加任务 / 修改任务: the handler is chosen from the server's and fixed once created. */
export function JobForm({ dialog }: { dialog: EditDialog<Job, JobInput> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<JobInput>();
  const [building, setBuilding] = useState(false);
  const editing = dialog.editing;
  const handlers = useQuery({ queryKey: ['infra', 'job', 'handlers'], queryFn: jobApi.handlers, enabled: dialog.open && !editing });
  const rule = useFieldRules();

  return (
    <>
      <ModalForm<JobInput>
        dialog={dialog}
        title={editing ? t('job.editTitle') : t('job.add')}
        form={form}
        name="job-form"
        width={640}
        labelWidth={120}
        values={
          editing
            ? { ...editing, handlerParam: editing.handlerParam ?? '' }
            : { retryCount: 0, retryInterval: 0, monitorTimeout: 0, handlerParam: '' }
        }
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, handlerName: editing?.handlerName ?? values.handlerName, handlerParam: values.handlerParam?.trim() || null })}
      >
        <TextItem name="name" label={t('job.name')} required max={32} />
        <Form.Item name="handlerName" label={t('job.handlerName')} rules={[rule.required(t('job.handlerName'))]} extra={editing ? undefined : t('job.handlerHint')}>
          {editing ? (
            <Input disabled />
          ) : (
            <Select
              showSearch
              loading={handlers.isLoading}
              placeholder={t('common.pleaseSelect', { field: t('job.handlerName') })}
              options={(handlers.data ?? []).map((h) => ({ value: h.name, disabled: h.used, label: `${h.name} — ${h.description}${h.used ? t('job.handlerUsed') : ''}` }))}
            />
          )}
        </Form.Item>
        <TextItem name="handlerParam" label={t('job.handlerParam')} max={255} placeholder={t('job.paramHint')} />
        <Form.Item label={t('job.cronExpression')} required htmlFor="job-form_cronExpression">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="cronExpression" noStyle rules={[rule.required(t('job.cronExpression')), rule.max(t('job.cronExpression'), 32)]}>
              <Input placeholder={t('common.pleaseEnter', { field: t('job.cronExpression') })} maxLength={32} />
            </Form.Item>
            <Button type="primary" ghost onClick={() => setBuilding(true)}>
              {t('job.generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="retryCount" label={t('job.retryCount')} extra={t('job.retryCountHint')} rules={[rule.chosen(t('job.retryCount'))]}>
          <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="retryInterval" label={t('job.retryInterval')} rules={[rule.chosen(t('job.retryInterval'))]}>
          <InputNumber min={0} max={86_400_000} precision={0} suffix={t('job.millis')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="monitorTimeout" label={t('job.monitorTimeout')}>
          <InputNumber min={0} max={86_400_000} precision={0} suffix={t('job.millis')} style={{ width: '100%' }} />
        </Form.Item>
      </ModalForm>
      <CronBuilder
        open={building}
        onCancel={() => setBuilding(false)}
        onPick={(expression) => {
          form.setFieldValue('cronExpression', expression);
          setBuilding(false);
        }}
      />
    </>
  );
}
