import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';

/** 新增 in the toolbar, for holders of the permission. */
export function CreateButton({ permission, disabled, onClick }: { permission: string; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Auth permissions={[permission]}>
      <Button type="primary" ghost icon={<PlusOutlined />} disabled={disabled} onClick={() => onClick()}>
        {t('common.create')}
      </Button>
    </Auth>
  );
}
