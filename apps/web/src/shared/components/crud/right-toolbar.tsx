import { lazy, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { useTranslation } from 'react-i18next';
import { ClickPopup } from '@/shared/components/click-popup';
import type { ColumnChooser } from './use-column-chooser';

// The popover opens on a click, so it is fetched then (antd's Popover is not otherwise on a list screen).
const ColumnChooserPopover = lazy(() => import('./column-chooser-popover'));

/** The column chooser's button; its first click fetches the popover, which then opens. */
function ColumnChooserButton({ columns }: { columns: ColumnChooser }) {
  const { t } = useTranslation();
  return (
    <ClickPopup
      popup={(trigger, state) => (
        <ColumnChooserPopover columns={columns} {...state}>
          {trigger}
        </ColumnChooserPopover>
      )}
    >
      <Tooltip title={t('crud.columns')}>
        <Button shape="circle" icon={<AppstoreOutlined />} aria-label={t('crud.columns')} />
      </Tooltip>
    </ClickPopup>
  );
}

interface RightToolbarProps {
  /** Buttons on the left (新增, 导入, 导出…). */
  children?: ReactNode;
  showSearch: boolean;
  onToggleSearch?: () => void;
  onRefresh: () => void;
  columns?: ColumnChooser;
}

/** Buttons above a table on the left; show/hide search, refresh and the column chooser on the right (RightToolbar). */
export function RightToolbar({ children, showSearch, onToggleSearch, onRefresh, columns }: RightToolbarProps) {
  const { t } = useTranslation();
  const searchLabel = showSearch ? t('common.hideSearch') : t('common.showSearch');
  return (
    <div className="table-toolbar">
      <Space wrap>{children}</Space>
      {/* The class keeps these on the right when there are no buttons on the left. */}
      <Space className="table-toolbar-tools">
        {onToggleSearch && (
          <Tooltip title={searchLabel}>
            <Button shape="circle" icon={<SearchOutlined />} aria-label={searchLabel} onClick={onToggleSearch} />
          </Tooltip>
        )}
        <Tooltip title={t('common.refresh')}>
          <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={onRefresh} />
        </Tooltip>
        {columns && <ColumnChooserButton columns={columns} />}
      </Space>
    </div>
  );
}
