import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

interface TableToolbarProps {
  children?: ReactNode;
  showSearch: boolean;
  onToggleSearch(): void;
  onRefresh(): void;
}

/** Buttons above a table on the left; show/hide search and refresh on the right (upstream RightToolbar). */
export function TableToolbar({ children, showSearch, onToggleSearch, onRefresh }: TableToolbarProps) {
  const { t } = useTranslation();
  const searchLabel = showSearch ? t('common.hideSearch') : t('common.showSearch');
  return (
    <div className="table-toolbar">
      <Space wrap>{children}</Space>
      <Space>
        <Tooltip title={searchLabel}>
          <Button shape="circle" icon={<SearchOutlined />} aria-label={searchLabel} onClick={onToggleSearch} />
        </Tooltip>
        <Tooltip title={t('common.refresh')}>
          <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={onRefresh} />
        </Tooltip>
      </Space>
    </div>
  );
}
