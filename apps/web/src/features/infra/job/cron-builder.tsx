import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, InputNumber, Modal, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/utils/format';
import { jobApi } from './job-api';

type Frequency = 'everySecond' | 'everyNSeconds' | 'everyNMinutes' | 'hourly' | 'daily' | 'weekly' | 'monthly';

interface BuilderState {
  frequency: Frequency;
  interval: number;
  minute: number;
  time: Dayjs;
  weekday: number;
  dayOfMonth: number;
}

/** The Quartz expression (seconds first, `?` in the unused day field, 1 = Sunday) a builder state stands for. */
export function cronOf(state: BuilderState): string {
  const s = state.time.second();
  const m = state.time.minute();
  const h = state.time.hour();
  switch (state.frequency) {
    case 'everySecond':
      return '* * * * * ?';
    case 'everyNSeconds':
      return `0/${state.interval} * * * * ?`;
    case 'everyNMinutes':
      return `0 0/${state.interval} * * * ?`;
    case 'hourly':
      return `0 ${state.minute} * * * ?`;
    case 'daily':
      return `${s} ${m} ${h} * * ?`;
    case 'weekly':
      return `${s} ${m} ${h} ? * ${state.weekday}`;
    case 'monthly':
      return `${s} ${m} ${h} ${state.dayOfMonth} * ?`;
  }
}

const FREQUENCIES: Frequency[] = ['everySecond', 'everyNSeconds', 'everyNMinutes', 'hourly', 'daily', 'weekly', 'monthly'];

/** 生成表达式: pick a frequency and a time, see the expression and its next five runs (asked of the server). */
export function CronBuilder({ open, onCancel, onPick }: { open: boolean; onCancel: () => void; onPick: (expression: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<BuilderState>({ frequency: 'daily', interval: 5, minute: 0, time: dayjs().hour(2).minute(0).second(0), weekday: 2, dayOfMonth: 1 });
  const expression = useMemo(() => cronOf(state), [state]);
  const [preview, setPreview] = useState<{ expression: string; times: number[] | null }>({ expression: '', times: [] });

  useEffect(() => {
    if (!open) return;
    let live = true;
    jobApi.cronPreview(expression).then(
      (times) => live && setPreview({ expression, times }),
      () => live && setPreview({ expression, times: null }),
    );
    return () => {
      live = false;
    };
  }, [open, expression]);

  const set = (patch: Partial<BuilderState>) => setState((current) => ({ ...current, ...patch }));
  // Quartz numbers the week from Sunday = 1.
  const weekdayLabel = (day: number) => t('job.weekdayNames').split('|')[day - 1] ?? String(day);

  return (
    <Modal
      open={open}
      title={t('job.cronBuilder')}
      okText={t('job.useExpression')}
      cancelText={t('common.cancel')}
      onOk={() => onPick(expression)}
      okButtonProps={{ disabled: preview.times === null }}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
    >
      <Form layout="horizontal" labelCol={{ flex: '132px' }} name="cron-builder">
        <Form.Item label={t('job.frequency')} htmlFor="cron-frequency">
          <Select id="cron-frequency" value={state.frequency} onChange={(frequency) => set({ frequency })} options={FREQUENCIES.map((f) => ({ value: f, label: t(`job.${f}`) }))} />
        </Form.Item>
        {(state.frequency === 'everyNSeconds' || state.frequency === 'everyNMinutes') && (
          <Form.Item label={t('job.interval')} htmlFor="cron-interval">
            <InputNumber id="cron-interval" min={1} max={59} precision={0} value={state.interval} onChange={(value) => set({ interval: value ?? 1 })} style={{ width: 120 }} />
          </Form.Item>
        )}
        {state.frequency === 'hourly' && (
          <Form.Item label={t('job.atMinute')} htmlFor="cron-minute">
            <InputNumber id="cron-minute" min={0} max={59} precision={0} value={state.minute} onChange={(value) => set({ minute: value ?? 0 })} style={{ width: 120 }} />
          </Form.Item>
        )}
        {state.frequency === 'weekly' && (
          <Form.Item label={t('job.weekday')} htmlFor="cron-weekday">
            <Select id="cron-weekday" value={state.weekday} onChange={(weekday) => set({ weekday })} options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: weekdayLabel(day) }))} />
          </Form.Item>
        )}
        {state.frequency === 'monthly' && (
          <Form.Item label={t('job.dayOfMonth')} htmlFor="cron-day">
            <InputNumber id="cron-day" min={1} max={31} precision={0} value={state.dayOfMonth} onChange={(value) => set({ dayOfMonth: value ?? 1 })} style={{ width: 120 }} />
          </Form.Item>
        )}
        {(state.frequency === 'daily' || state.frequency === 'weekly' || state.frequency === 'monthly') && (
          <Form.Item label={t('job.atTime')} htmlFor="cron-time">
            <TimePicker id="cron-time" value={state.time} allowClear={false} onChange={(time) => time && set({ time })} />
          </Form.Item>
        )}
        <Form.Item label={t('job.expression')}>
          <Typography.Text code copyable data-testid="cron-expression">
            {expression}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t('job.preview')}>
          {preview.times === null ? (
            <Alert type="error" showIcon title={t('job.invalidCron')} />
          ) : (
            <ol className="cron-preview">
              {preview.times.map((time) => (
                <li key={time}>{formatDateTime(time)}</li>
              ))}
            </ol>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
