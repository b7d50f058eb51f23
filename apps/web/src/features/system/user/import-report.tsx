import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from './user-api';

/** The per-row outcome of an import: created, updated, and failed with the reason of each. */
export function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const failures = Object.entries(result.failureUsernames);
  const hasFailures = result.failureCount > 0;
  return (
    <Alert
      type={hasFailures ? 'warning' : 'success'}
      showIcon
      title={t('user.importResult')}
      data-testid="import-report"
      description={
        <div>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('user.importCreated', { count: result.createUsernames.length })}</Typography.Paragraph>
          {result.createUsernames.length > 0 && (
            <ul className="import-report-list" aria-label={t('user.importCreated', { count: result.createUsernames.length })}>
              {result.createUsernames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{t('user.importUpdated', { count: result.updateUsernames.length })}</Typography.Paragraph>
          {result.updateUsernames.length > 0 && (
            <ul className="import-report-list" aria-label={t('user.importUpdated', { count: result.updateUsernames.length })}>
              {result.updateUsernames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          <Typography.Paragraph style={{ margin: '8px 0 4px' }} type={hasFailures ? 'danger' : undefined}>
            {t('user.importFailed', { count: result.failureCount })}
          </Typography.Paragraph>
          {hasFailures && (
            <ul className="import-report-list" aria-label={t('user.importFailed', { count: result.failureCount })}>
              {failures.map(([username, reason]) => (
                <li key={username}>
                  <Typography.Text type="danger">{t('user.importFailedRow', { username, reason })}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </div>
      }
    />
  );
}
