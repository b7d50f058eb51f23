import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import { usePermission } from '@/shared/auth/use-permission';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { confirmDelete } from './confirm';
import { ClickDropdown } from '@/shared/components/click-dropdown';

interface RowActionProps {
  /** Shown only to holders of this permission. */
  permission?: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled, shown on hover. */
  disabledTip?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A link button in a table's actions column, guarded by a permission. */
export function RowAction({ permission, icon, danger, disabled, disabledTip, onClick, children }: RowActionProps) {
  let button = (
    <Button type="link" size="small" icon={icon} danger={danger} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
  // A disabled button gets no hover events: the span carries the tooltip.
  if (disabled && disabledTip)
    button = (
      <Tooltip title={disabledTip}>
        <span>{button}</span>
      </Tooltip>
    );
  return permission ? <Auth permissions={[permission]}>{button}</Auth> : button;
}

/** The actions cell: buttons side by side, wrapping on narrow screens. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="table-actions">{children}</div>;
}

/** 修改 in the actions column. */
export function EditAction({ permission, disabled, disabledTip, onClick }: { permission: string; disabled?: boolean; disabledTip?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<EditOutlined />} disabled={disabled} disabledTip={disabledTip} onClick={onClick}>
      {t('common.edit')}
    </RowAction>
  );
}

interface DeleteActionProps {
  permission: string;
  /** Who is deleted, in the question: 是否确认删除<subject>的数据项？ */
  subject: string;
  disabled?: boolean;
  disabledTip?: string;
  remove: () => Promise<unknown>;
  onDone: () => unknown;
}

/** 删除 in the actions column: 是否确认删除<subject>的数据项？, then the call, 删除成功 and `onDone`. */
export function DeleteAction({ permission, subject, disabled, disabledTip, remove, onDone }: DeleteActionProps) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<DeleteOutlined />} danger disabled={disabled} disabledTip={disabledTip} onClick={() => confirmDelete(subject, remove, onDone)}>
      {t('common.delete')}
    </RowAction>
  );
}

/** 新增 on a tree row: a child of this row. */
export function AddChildAction({ permission, onClick }: { permission: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<PlusOutlined />} onClick={onClick}>
      {t('crud.addChild')}
    </RowAction>
  );
}

/** 详细 in the actions column: opens a read-only view of the row. */
export function DetailAction({ permission, onClick }: { permission: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<EyeOutlined />} onClick={onClick}>
      {t('crud.detail')}
    </RowAction>
  );
}

export interface MoreItem {
  key: string;
  /** Offered only to holders of this permission. */
  permission: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Not offered for this row (the built-in administrator is never deleted). */
  hidden?: boolean;
  onClick: () => void;
}

/** 更多 in the actions column: a menu of the further actions the user may take on the row; none, no button. */
export function MoreActions({ items }: { items: MoreItem[] }) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const offered = items.filter((item) => !item.hidden && hasPermi([item.permission]));
  if (offered.length === 0) return null;
  return (
    <ClickDropdown
      menu={{
        items: offered.map(({ key, label, icon, danger }) => ({ key, label, icon, danger })),
        onClick: ({ key }) => offered.find((item) => item.key === key)?.onClick(),
      }}
    >
      <Button type="link" size="small" icon={<DoubleRightOutlined />}>
        {t('crud.more')}
      </Button>
    </ClickDropdown>
  );
}
