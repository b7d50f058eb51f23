import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Open routes of the spec (/social-login, /bind, /register…) whose sign-in methods are not offered yet. */
export function OpenRoutePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="error-page">
      <Result
        status="info"
        title={t('errors.openRouteTitle')}
        subTitle={t('errors.openRoute')}
        extra={
          <Button type="primary" onClick={() => void navigate('/login')}>
            {t('errors.goLogin')}
          </Button>
        }
      />
    </div>
  );
}
