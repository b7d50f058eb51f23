import { Alert, Button, Card, Col, Descriptions, Progress, Row, Space, Spin, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '@/shared/utils/format';
import { dbMonitorApi, type DbMonitorInfo, type DbStatement, type DbTable, type DbWaitingLock, type NotApplicableReason } from '../db-monitor-api';
import '../texts';
import '../db-monitor.css';
import { tableScrollX } from '@/shared/components/crud/table-width';

const REFRESH_MS = 10_000;

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString());
const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

/** A query text cut to one line, whole in its tooltip. */
function QueryText({ text }: { text: string }) {
  return (
    <Tooltip title={<pre className="db-monitor-query-tip">{text}</pre>} styles={{ root: { maxWidth: 640 } }}>
      <Typography.Text code className="db-monitor-query">
        {text}
      </Typography.Text>
    </Tooltip>
  );
}

type Section = keyof DbMonitorInfo['notApplicable'];

/** Why a section shows nothing: PGlite has no such thing, or pg_stat_statements is absent. */
function NotApplicable({ section, reason }: { section: Section; reason: NotApplicableReason }) {
  const { t } = useTranslation();
  return <Alert type="info" showIcon title={t(reason === 'pglite' ? `dbMonitor.notApplicable.pglite.${section}` : `dbMonitor.notApplicable.${reason}`)} />;
}

function Overview({ info }: { info: DbMonitorInfo }) {
  const { t } = useTranslation();
  const { cache, connections } = info;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title={t('dbMonitor.size')} value={formatBytes(info.sizeBytes)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('dbMonitor.connectionsStat')} value={connections ? `${connections.total} / ${connections.max}` : t('dbMonitor.none')} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('dbMonitor.hitRatio')} value={cache?.hitRatio == null ? t('dbMonitor.none') : percent(cache.hitRatio)} suffix={cache?.hitRatio == null ? undefined : '%'} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('dbMonitor.locks')} value={info.waitingLocks ? info.waitingLocks.length : t('dbMonitor.none')} />
        </Col>
      </Row>
      <Descriptions className="db-monitor-facts" size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('dbMonitor.kind')}>{t(`dbMonitor.${info.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('dbMonitor.version')}>{info.version}</Descriptions.Item>
        <Descriptions.Item label={t('dbMonitor.database')}>{info.database}</Descriptions.Item>
        <Descriptions.Item label={t('dbMonitor.startedAt')}>{info.startedAt === null ? t('dbMonitor.none') : formatDateTime(info.startedAt)}</Descriptions.Item>
        {cache && (
          <>
            <Descriptions.Item label={t('dbMonitor.transactions')}>
              {count(cache.commits)} / {count(cache.rollbacks)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dbMonitor.blocks')}>
              {count(cache.blocksHit)} / {count(cache.blocksRead)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dbMonitor.deadlocks')}>{count(cache.deadlocks)}</Descriptions.Item>
          </>
        )}
      </Descriptions>
    </>
  );
}

function Connections({ info }: { info: DbMonitorInfo }) {
  const { t } = useTranslation();
  if (!info.connections) return <NotApplicable section="connections" reason={info.notApplicable.connections ?? 'pglite'} />;
  return (
    <Space wrap size={[8, 8]} data-testid="db-monitor-connections">
      {info.connections.byState.map((row) => (
        <Tag key={row.state} color={row.state === 'active' ? 'processing' : row.state.startsWith('idle in transaction') ? 'warning' : 'default'} variant="outlined">
          {t(`dbMonitor.stateNames.${row.state}`, { defaultValue: row.state })}: {row.count}
        </Tag>
      ))}
    </Space>
  );
}

function WaitingLocks({ info }: { info: DbMonitorInfo }) {
  const { t } = useTranslation();
  if (!info.waitingLocks) return <NotApplicable section="waitingLocks" reason={info.notApplicable.waitingLocks ?? 'pglite'} />;
  const columns: TableColumnsType<DbWaitingLock> = [
    { title: t('dbMonitor.pid'), dataIndex: 'pid', width: 80 },
    { title: t('dbMonitor.user'), dataIndex: 'user', width: 130, render: (user: string, row) => `${user}${row.application ? ` · ${row.application}` : ''}` },
    { title: t('dbMonitor.lockType'), dataIndex: 'lockType', width: 90 },
    { title: t('dbMonitor.mode'), dataIndex: 'mode', width: 150 },
    { title: t('dbMonitor.relation'), dataIndex: 'relation', width: 150, render: (relation: string) => relation || t('dbMonitor.none') },
    { title: t('dbMonitor.waiting'), dataIndex: 'waitingMs', width: 100, render: (ms: number | null) => (ms === null ? t('dbMonitor.none') : t('dbMonitor.ms', { value: Math.round(ms) })) },
    { title: t('dbMonitor.query'), dataIndex: 'query', width: 240, ellipsis: true, render: (query: string) => <QueryText text={query} /> },
    {
      title: t('dbMonitor.blockedBy'),
      dataIndex: 'blockedBy',
      width: 320,
      render: (blockers: DbWaitingLock['blockedBy']) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          {blockers.map((b) => (
            <div key={b.pid} className="db-monitor-blocker">
              <Tag color="error" variant="outlined">
                {b.pid} · {t(`dbMonitor.stateNames.${b.state}`, { defaultValue: b.state })}
              </Tag>
              <QueryText text={b.query} />
            </div>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<DbWaitingLock>
      size="small"
      rowKey={(row) => `${row.pid}-${row.lockType}-${row.mode}-${row.relation}`}
      columns={columns}
      dataSource={info.waitingLocks}
      pagination={false}
      scroll={{ x: tableScrollX(columns) }}
      locale={{ emptyText: t('dbMonitor.noLocks') }}
      data-testid="db-monitor-locks"
    />
  );
}

function Tables({ info }: { info: DbMonitorInfo }) {
  const { t } = useTranslation();
  const scansNote = info.notApplicable.scans;
  const columns: TableColumnsType<DbTable> = [
    {
      title: t('dbMonitor.table'),
      dataIndex: 'name',
      fixed: 'left',
      width: 260,
      ellipsis: { showTitle: true },
      render: (name: string, row) => (
        <Space size={4}>
          <span title={`${row.schema}.${name}`}>{row.schema === 'public' ? name : `${row.schema}.${name}`}</span>
          {row.locked && (
            <Tag color="warning" variant="outlined">
              {t('dbMonitor.locked')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('dbMonitor.rowEstimate'), dataIndex: 'rowEstimate', width: 110, align: 'right', render: (rows: number | null) => count(rows) },
    { title: t('dbMonitor.totalSize'), dataIndex: 'totalBytes', width: 110, align: 'right', render: formatBytes },
    { title: t('dbMonitor.tableSize'), dataIndex: 'tableBytes', width: 110, align: 'right', render: formatBytes },
    { title: t('dbMonitor.indexSize'), dataIndex: 'indexBytes', width: 100, align: 'right', render: formatBytes },
    { title: t('dbMonitor.seqScans'), dataIndex: 'seqScans', width: 110, align: 'right', render: count },
    { title: t('dbMonitor.indexScans'), dataIndex: 'indexScans', width: 110, align: 'right', render: count },
    {
      title: t('dbMonitor.indexUse'),
      dataIndex: 'indexUseRatio',
      width: 150,
      render: (ratio: number | null, row) =>
        ratio === null ? (
          t('dbMonitor.none')
        ) : (
          <Progress
            percent={percent(ratio)}
            size="small"
            status="normal"
            strokeColor={ratio < 0.5 ? 'var(--ant-color-warning)' : undefined}
            aria-label={`${row.name} ${t('dbMonitor.indexUse')}`}
          />
        ),
    },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {scansNote && <NotApplicable section="scans" reason={scansNote} />}
      <Table<DbTable> size="small" rowKey={(row) => `${row.schema}.${row.name}`} columns={columns} dataSource={info.tables} pagination={false} scroll={{ x: tableScrollX(columns) }} data-testid="db-monitor-tables" />
    </Space>
  );
}

function Statements({ info }: { info: DbMonitorInfo }) {
  const { t } = useTranslation();
  if (!info.statements) return <NotApplicable section="statements" reason={info.notApplicable.statements ?? 'not-installed'} />;
  const ms = (value: number) => t('dbMonitor.ms', { value: value >= 100 ? Math.round(value).toLocaleString() : value.toFixed(2) });
  const columns: TableColumnsType<DbStatement> = [
    { title: t('dbMonitor.query'), dataIndex: 'query', ellipsis: true, render: (query: string) => <QueryText text={query} /> },
    { title: t('dbMonitor.calls'), dataIndex: 'calls', width: 100, align: 'right', render: count },
    { title: t('dbMonitor.meanMs'), dataIndex: 'meanMs', width: 110, align: 'right', render: ms },
    { title: t('dbMonitor.maxMs'), dataIndex: 'maxMs', width: 110, align: 'right', render: ms },
    { title: t('dbMonitor.totalMs'), dataIndex: 'totalMs', width: 120, align: 'right', render: ms },
    { title: t('dbMonitor.rows'), dataIndex: 'rows', width: 100, align: 'right', render: count },
  ];
  return <Table<DbStatement> size="small" rowKey={(row, index) => `${index}-${row.query}`} columns={columns} dataSource={info.statements} pagination={false} scroll={{ x: tableScrollX(columns) }} data-testid="db-monitor-statements" />;
}

/** 数据库监控 (component infra/dbMonitor/index, menu 111 in place of the original's Druid page): the console's database. */
export default function DbMonitorPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['infra', 'db-monitor'], queryFn: dbMonitorApi.get, refetchInterval: REFRESH_MS });
  const info = query.data;
  return (
    <Spin spinning={query.isLoading}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }} className="db-monitor">
        <Card
          variant="borderless"
          className="page-card"
          title={t('dbMonitor.overview')}
          extra={
            <Space>
              <Typography.Text type="secondary" className="db-monitor-refreshed">
                {t('dbMonitor.refreshed', { seconds: REFRESH_MS / 1000 })}
              </Typography.Text>
              <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
                {t('dbMonitor.refresh')}
              </Button>
            </Space>
          }
        >
          {info && <Overview info={info} />}
        </Card>
        {info && (
          <>
            <Card variant="borderless" className="page-card" title={t('dbMonitor.connections')}>
              <Connections info={info} />
            </Card>
            <Card variant="borderless" className="page-card" title={t('dbMonitor.locks')}>
              <WaitingLocks info={info} />
            </Card>
            <Card variant="borderless" className="page-card" title={t('dbMonitor.tables', { count: info.tables.length })}>
              <Tables info={info} />
            </Card>
            <Card variant="borderless" className="page-card" title={t('dbMonitor.statements')}>
              <Statements info={info} />
            </Card>
          </>
        )}
      </Space>
    </Spin>
  );
}
