import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Auth } from '../../auth/auth-guard';

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
