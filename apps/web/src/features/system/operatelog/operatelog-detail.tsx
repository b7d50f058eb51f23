import { Descriptions, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../shared/components/dict-tag';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { formatDateTime } from '../../../shared/utils/format';
import type { OperateLog } from './operatelog-api';

/** Pretty JSON when the text is JSON, the text itself otherwise. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field-by-field before/after of an update or delete; changed fields highlighted. */
function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const keys = [...new Set([...(isRow(before) ? Object.keys(before) : []), ...(isRow(after) ? Object.keys(after) : [])])];
  const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  if (!isRow(before) && !isRow(after)) {
    return (
      <div className="diff-grid">
        <pre className="json-view">{prettyJson(before) || t('operatelog.none')}</pre>
        <pre className="json-view">{prettyJson(after) || t('operatelog.none')}</pre>
      </div>
    );
  }
  return (
    <table className="ant-descriptions-view" style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('operatelog.changes')}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: '4px 8px' }} />
          <th style={{ textAlign: 'left', padding: '4px 8px' }}>{t('operatelog.before')}</th>
          <th style={{ textAlign: 'left', padding: '4px 8px' }}>{t('operatelog.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const from = isRow(before) ? before[key] : undefined;
          const to = isRow(after) ? after[key] : undefined;
          const changed = JSON.stringify(from) !== JSON.stringify(to);
          return (
            <tr key={key} className={changed ? 'diff-changed' : undefined}>
              <td style={{ padding: '4px 8px', fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{key}</td>
              <td style={{ padding: '4px 8px', wordBreak: 'break-all' }}>{show(from)}</td>
              <td style={{ padding: '4px 8px', wordBreak: 'break-all' }}>{show(to)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 访问日志详细: who, what, the request and its parameters, the outcome, and the row before and after. */
export function OperateLogDetail({ log, onClose }: { log: OperateLog | null; onClose(): void }) {
  const { t } = useTranslation();
  const exts = log?.exts ?? {};
  const hasChange = 'before' in exts || 'after' in exts;
  return (
    <Modal open={!!log} title={t('operatelog.detailTitle')} footer={null} width={820} onCancel={onClose} maskClosable={false}>
      {log && (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={t('operatelog.logId')}>{log.id}</Descriptions.Item>
          <Descriptions.Item label={t('operatelog.traceId')}>{log.traceId}</Descriptions.Item>
          <Descriptions.Item label={t('operatelog.userInfo')}>
            {[log.userId, log.userNickname ?? '', log.userIp, log.userAgent].join(' | ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('operatelog.operation')}>
            {log.module} | {log.name} | <DictTag type={DICT_TYPE.SYSTEM_OPERATE_TYPE} value={log.type} /> {log.content && `| ${log.content}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('operatelog.request')}>
            {log.requestMethod} | {log.requestUrl}
          </Descriptions.Item>
          <Descriptions.Item label={t('operatelog.method')}>{log.javaMethod}</Descriptions.Item>
          <Descriptions.Item label={t('operatelog.params')}>
            <pre className="json-view">{prettyJson(log.javaMethodArgs) || t('operatelog.none')}</pre>
          </Descriptions.Item>
          <Descriptions.Item label={t('operatelog.begin')}>
            {formatDateTime(log.startTime)} | {t('operatelog.durationMs', { ms: log.duration })}
          </Descriptions.Item>
          <Descriptions.Item label={t('operatelog.outcome')}>
            {log.resultCode === 0 ? (
              <>
                <Tag color="success">{t('operatelog.normal')}</Tag>
                {log.resultData && <pre className="json-view">{prettyJson(log.resultData)}</pre>}
              </>
            ) : (
              <>
                <Tag color="error">{t('operatelog.failed')}</Tag>
                <Typography.Text type="danger">
                  {log.resultCode} | {log.resultMsg}
                </Typography.Text>
              </>
            )}
          </Descriptions.Item>
          {hasChange && (
            <Descriptions.Item label={t('operatelog.changes')}>
              <ChangeView before={exts.before} after={exts.after} />
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
