import { useState } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/shared/auth/use-permission';
import { confirmAction } from './confirm';

/** common_status: 0 enabled, 1 disabled. */
export const STATUS_ENABLE = 0;
export const STATUS_DISABLE = 1;

interface StatusSwitchProps {
  status: number;
  /** Shown in the confirmation: 确认要"停用""<name>"<entity>吗？ */
  name: string;
  entity: string;
  /** Permission needed to change it; without it the switch is read-only. */
  permission?: string;
  disabled?: boolean;
  onChange: (status: number) => Promise<unknown>;
  onDone?: () => unknown;
}

/** The status column's switch: asks first, then calls update-status and toasts 启用成功 / 停用成功. */
export function StatusSwitch({ status, name, entity, permission, disabled, onChange, onDone }: StatusSwitchProps) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const [pending, setPending] = useState(false);
  const allowed = !permission || hasPermi([permission]);
  const enabled = status === STATUS_ENABLE;
  return (
    <Switch
      size="small"
      checked={enabled}
      loading={pending}
      disabled={disabled || !allowed}
      aria-label={`${name} ${enabled ? t('crud.enable') : t('crud.disable')}`}
      onChange={(checked) => {
        const next = checked ? STATUS_ENABLE : STATUS_DISABLE;
        const action = checked ? t('crud.enable') : t('crud.disable');
        confirmAction({
          content: t('crud.confirmStatus', { action, name, entity }),
          run: async () => {
            setPending(true);
            try {
              await onChange(next);
            } finally {
              setPending(false);
            }
          },
          successText: checked ? t('crud.enableSuccess') : t('crud.disableSuccess'),
          onDone,
        });
      }}
    />
  );
}
