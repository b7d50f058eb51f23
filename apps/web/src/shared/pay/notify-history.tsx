import './texts';
import { Empty, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';
import { formatDateTime } from '../utils/format';
import type { NotifyDetail } from './pay-lookups';

/** pay_notify_task / pay_notify_log status (reference §1.4): the tag of each. */
const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'warning', 5: 'error' };

/**
 * The merchant notification of an order or refund and each attempt at it (request, answer, time taken) — what the
 * original never kept. `url` is the order's or refund's get-notify route.
 */
export function NotifyHistory({ url, id }: { url: string; id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['pay', 'notify', url, id], queryFn: () => http.get<NotifyDetail | null>(url, { id }) });
  const task = query.data;
  const status = (value: number) => <Tag color={STATUS_COLORS[value]}>{t(`payShared.notifyStatus${value}`)}</Tag>;
  if (query.isSuccess && !task) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payShared.noNotify')} />;
  return (
    <div className="pay-notify-history">
      {task && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('payShared.notifySummary', { times: task.notifyTimes, max: task.maxNotifyTimes })} {status(task.status)}
          {(task.status === 1 || task.status === 4 || task.status === 5) && t('payShared.nextNotify', { time: formatDateTime(task.nextNotifyTime) })}
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        rowKey="id"
        loading={query.isFetching}
        pagination={false}
        dataSource={task?.logs ?? []}
        columns={[
          { title: t('payShared.attempt'), dataIndex: 'notifyTimes', width: 70, align: 'center' },
          { title: t('payShared.attemptTime'), dataIndex: 'createTime', width: 170, render: (value: number) => formatDateTime(value) },
          { title: t('payShared.attemptStatus'), dataIndex: 'status', width: 120, render: status },
          { title: t('payShared.duration'), dataIndex: 'duration', width: 90, align: 'right', render: (value: number) => `${value} ms` },
          { title: t('payShared.response'), dataIndex: 'response', ellipsis: { showTitle: true } },
        ]}
      />
    </div>
  );
}
