import { Button, Card, Result } from 'antd';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHomePath } from '@/shared/routing/use-route-table';

/** What a menu whose screen does not exist yet shows. */
export function NotBuiltPage({ title, component }: { title: string; component: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const homePath = useHomePath();
  return (
    <Card variant="borderless" className="not-built-page">
      <Result
        icon={<ToolOutlined style={{ color: 'var(--app-primary)' }} />}
        title={t('errors.notBuiltTitle')}
        subTitle={
          <>
            <div>{t('errors.notBuilt', { title })}</div>
            {component && <div className="not-built-component">{t('errors.notBuiltComponent', { component })}</div>}
          </>
        }
        extra={<Button onClick={() => void navigate(homePath)}>{t('common.backHome')}</Button>}
      />
    </Card>
  );
}
