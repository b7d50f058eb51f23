import { Alert, Button, Card, Col, Progress, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { DictTag } from '@/shared/components/dict-tag';
import { Auth } from '@/shared/auth/auth-guard';
import { confirmAction } from '@/shared/components/crud/confirm';
import { cacheApi, type CacheRow } from '../cache-api';
import '../texts';
import '../cache-monitor.css';
import { tableScrollX } from '@/shared/components/crud/table-width';

const ratio = (hits: number, misses: number) => (hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 10 : null);

/** 缓存监控 (component infra/cache/index, menu 113 in place of the original's Redis monitor): this process's caches. */
export default function CacheMonitorPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['infra', 'cache'], queryFn: cacheApi.list });
  const info = query.data;
  const caches = info?.caches ?? [];
  const totals = caches.reduce((sum, c) => ({ size: sum.size + c.size, hits: sum.hits + c.hits, misses: sum.misses + c.misses }), { size: 0, hits: 0, misses: 0 });
  const overall = ratio(totals.hits, totals.misses);

  const clear = (row: CacheRow) =>
    confirmAction({
      content: t('cacheMonitor.confirmClear', { name: row.name }),
      run: () => cacheApi.clear(row.name),
      successText: t('cacheMonitor.cleared', { name: row.name }),
      onDone: () => query.refetch(),
    });

  const columns: TableColumnsType<CacheRow> = [
    {
      title: t('cacheMonitor.name'),
      dataIndex: 'name',
      width: 240,
      fixed: 'left',
      render: (name: string, row) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Paragraph type="secondary" className="cache-monitor-memo">
            {row.memo}
          </Typography.Paragraph>
        </div>
      ),
    },
    { title: t('cacheMonitor.keyTemplate'), dataIndex: 'keyTemplate', width: 170, render: (template: string) => <Typography.Text code>{template}</Typography.Text> },
    { title: t('cacheMonitor.keyType'), dataIndex: 'keyType', width: 80 },
    { title: t('cacheMonitor.valueType'), dataIndex: 'valueType', width: 140 },
    {
      title: t('cacheMonitor.timeout'),
      dataIndex: 'timeoutType',
      width: 130,
      render: (type: number, row) => (
        <span>
          <DictTag type={DICT_TYPE.INFRA_REDIS_TIMEOUT_TYPE} value={type} />
          {row.timeout > 0 && t('cacheMonitor.seconds', { value: row.timeout / 1000 })}
        </span>
      ),
    },
    { title: t('cacheMonitor.size'), dataIndex: 'size', width: 70, align: 'right', render: (size: number) => size.toLocaleString() },
    { title: t('cacheMonitor.hitsMisses'), key: 'hits', width: 110, align: 'right', render: (_, row) => `${row.hits.toLocaleString()} / ${row.misses.toLocaleString()}` },
    {
      title: t('cacheMonitor.rowHitRatio'),
      key: 'ratio',
      width: 140,
      render: (_, row) => {
        const value = ratio(row.hits, row.misses);
        return value === null ? t('cacheMonitor.none') : <Progress percent={value} size="small" aria-label={`${row.name} ${t('cacheMonitor.rowHitRatio')}`} />;
      },
    },
    {
      title: t('cacheMonitor.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <Auth permissions={['infra:cache:clear']}>
          <Button type="link" size="small" danger onClick={() => clear(row)}>
            {t('cacheMonitor.clear')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <Spin spinning={query.isLoading}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          variant="borderless"
          className="page-card"
          title={t('cacheMonitor.overview')}
          extra={
            <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('cacheMonitor.refresh')}
            </Button>
          }
        >
          {info && (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Alert type="info" showIcon title={t('cacheMonitor.noRedis', { pid: info.pid })} />
              <Row gutter={[16, 16]}>
                <Col xs={12} lg={6}>
                  <Statistic title={t('cacheMonitor.cacheCount')} value={caches.length} />
                </Col>
                <Col xs={12} lg={6}>
                  <Statistic title={t('cacheMonitor.entries')} value={totals.size} />
                </Col>
                <Col xs={12} lg={6}>
                  <Statistic title={t('cacheMonitor.hitRatio')} value={overall ?? t('cacheMonitor.none')} suffix={overall === null ? undefined : '%'} />
                </Col>
                <Col xs={12} lg={6}>
                  <Statistic title={t('cacheMonitor.process')} value={`PID ${info.pid}`} />
                </Col>
              </Row>
            </Space>
          )}
        </Card>
        <Card variant="borderless" className="page-card" title={t('cacheMonitor.definitions')}>
          <Table<CacheRow> size="small" rowKey="name" columns={columns} dataSource={caches} pagination={false} scroll={{ x: tableScrollX(columns) }} data-testid="cache-monitor-table" />
        </Card>
      </Space>
    </Spin>
  );
}
