import { Tag, Typography } from 'antd';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
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
export function OperateLogDetail({ log, onClose }: { log: OperateLog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const exts = log?.exts ?? {};
  const hasChange = 'before' in exts || 'after' in exts;
  return (
    <DetailModal
      record={log}
      title={t('operatelog.detailTitle')}
      width={820}
      column={1}
      labelWidth={120}
      onClose={onClose}
      fields={(log) => [
        { label: t('operatelog.logId'), value: log.id },
        { label: t('operatelog.traceId'), value: log.traceId },
        { label: t('operatelog.userInfo'), value: [log.userId, log.userNickname ?? '', log.userIp, log.userAgent].join(' | ') },
        {
          label: t('operatelog.operation'),
          value: (
            <>
              {log.module} | {log.name} | <DictTag type={DICT_TYPE.SYSTEM_OPERATE_TYPE} value={log.type} /> {log.content && `| ${log.content}`}
            </>
          ),
        },
        { label: t('operatelog.request'), value: `${log.requestMethod} | ${log.requestUrl}` },
        { label: t('operatelog.method'), value: log.javaMethod },
        { label: t('operatelog.params'), value: <pre className="json-view">{prettyJson(log.javaMethodArgs) || t('operatelog.none')}</pre> },
        { label: t('operatelog.begin'), value: `${formatDateTime(log.startTime)} | ${t('operatelog.durationMs', { ms: log.duration })}` },
        {
          label: t('operatelog.outcome'),
          value:
            log.resultCode === 0 ? (
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
            ),
        },
        hasChange && { label: t('operatelog.changes'), value: <ChangeView before={exts.before} after={exts.after} /> },
      ]}
    />
  );
}
