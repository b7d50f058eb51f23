import { Card, Col, Descriptions, Empty, Row, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/utils/format';
import { monitorApi, type ProcessInfo } from '../monitor-api';
import '../texts';

const REFRESH_MS = 5000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

function ProcessCard({ process }: { process: ProcessInfo }) {
  const { t } = useTranslation();
  const { stats } = process;
  const pool = stats.databasePool;
  return (
    <Card
      size="small"
      className="monitor-process"
      data-testid="monitor-process"
      title={
        <Space>
          <span>{t('monitor.process', { pid: process.pid })}</span>
          {process.alive ? <Tag color="success">{t('monitor.online')}</Tag> : <Tag color="error">{t('monitor.offline')}</Tag>}
          {process.current && <Tag color="processing">{t('monitor.current')}</Tag>}
        </Space>
      }
    >
      <Descriptions size="small" column={1} styles={{ label: { width: 176 } }}>
        <Descriptions.Item label={t('monitor.host')}>{process.host}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.node')}>{process.nodeVersion}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.startedAt')}>{formatDateTime(process.startedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.uptime')}>{duration(stats.uptimeSeconds)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.cpu')}>{stats.cpuPercent}%</Descriptions.Item>
        <Descriptions.Item label={t('monitor.rss')}>{megabytes(stats.memory.rss)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.heap')}>
          {megabytes(stats.memory.heapUsed)} / {megabytes(stats.memory.heapTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.eventLoop')}>{stats.eventLoopDelayMs.p99} ms</Descriptions.Item>
        <Descriptions.Item label={t('monitor.requestRate')}>{t('monitor.perSecond', { value: stats.requests.perSecond })}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.latency')}>
          {stats.requests.latencyMs.p50} / {stats.requests.latencyMs.p99} ms
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.errors')}>{stats.requests.errors}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.pool')}>{pool ? `${pool.total} / ${pool.idle} / ${pool.waiting}` : t('monitor.none')}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.queue')}>{stats.queueDepth === null ? t('monitor.none') : t('monitor.queueValue', { count: stats.queueDepth })}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.lastBeat')}>{formatDateTime(process.heartbeatAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** 服务监控 (component infra/server/index): every server process of the cluster and the database, refreshed live. */
export default function ServerMonitorPage() {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: ['infra', 'monitor'], queryFn: monitorApi.get, refetchInterval: REFRESH_MS });
  const data = info.data;
  return (
    <Spin spinning={info.isLoading}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card variant="borderless" className="page-card" title={t('monitor.database')}>
          {data && (
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('monitor.kind')}>{data.database.kind === 'pglite' ? t('monitor.embedded') : 'PostgreSQL'}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.version')}>{data.database.version}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.size')}>{megabytes(data.database.sizeBytes)}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
        <Card
          variant="borderless"
          className="page-card"
          title={t('monitor.processes')}
          extra={
            data && (
              <Typography.Text type="secondary">
                {t('monitor.processCount', { count: data.processes.length })} · {t('monitor.refreshed', { seconds: REFRESH_MS / 1000 })}
              </Typography.Text>
            )
          }
        >
          {data && data.processes.length === 0 && <Empty />}
          <Row gutter={[16, 16]}>
            {(data?.processes ?? []).map((process) => (
              <Col key={process.instanceId} xs={24} lg={12} xxl={8}>
                <ProcessCard process={process} />
              </Col>
            ))}
          </Row>
        </Card>
      </Space>
    </Spin>
  );
}
