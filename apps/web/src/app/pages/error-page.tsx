import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The hidden /404 and /401 pages. */
export function ErrorPage({ status }: { status: 404 | 401 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const is404 = status === 404;
  return (
    <div className="error-page">
      <Result
        status={is404 ? '404' : '403'}
        title={is404 ? t('errors.notFoundTitle') : t('errors.unauthorizedTitle')}
        subTitle={is404 ? t('errors.notFound') : t('errors.unauthorized')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function UnauthorizedPage() {
  return <ErrorPage status={401} />;
}
