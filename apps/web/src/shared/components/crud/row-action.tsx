import type { ReactNode } from 'react';
import { Button } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../auth/auth-guard';
import { confirmDelete } from './confirm';

interface RowActionProps {
  /** Shown only to holders of this permission. */
  permission?: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** A link button in a table's actions column, guarded by a permission. */
export function RowAction({ permission, icon, danger, disabled, onClick, children }: RowActionProps) {
  const button = (
    <Button type="link" size="small" icon={icon} danger={danger} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
  return permission ? <Auth permissions={[permission]}>{button}</Auth> : button;
}

/** The actions cell: buttons side by side, wrapping on narrow screens. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="table-actions">{children}</div>;
}

/** 修改 in the actions column. */
export function EditAction({ permission, disabled, onClick }: { permission: string; disabled?: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<EditOutlined />} disabled={disabled} onClick={onClick}>
      {t('common.edit')}
    </RowAction>
  );
}

/** 删除 in the actions column: 是否确认删除<subject>的数据项？, then the call, 删除成功 and `onDone`. */
export function DeleteAction({ permission, subject, disabled, remove, onDone }: { permission: string; subject: string; disabled?: boolean; remove(): Promise<unknown>; onDone(): unknown }) {
  const { t } = useTranslation();
  return (
    <RowAction permission={permission} icon={<DeleteOutlined />} danger disabled={disabled} onClick={() => confirmDelete(subject, remove, onDone)}>
      {t('common.delete')}
    </RowAction>
  );
}
