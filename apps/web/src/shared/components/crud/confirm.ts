import type { ReactNode } from 'react';
import { t } from '@/shared/i18n/i18n';
import { confirm, toast } from '@/shared/ui/feedback';

interface ConfirmActionOptions {
  content: ReactNode;
  /** The call to make once confirmed; the dialog shows a spinner until it settles and stays open if it fails. */
  run: () => Promise<unknown>;
  /** Toast after success. */
  successText?: string;
  onDone?: () => unknown;
}

/** A 系统提示 box with 确定/取消: `onOk` runs with the box showing a spinner; `onCancel` when dismissed. */
export function confirmBox(content: ReactNode, onOk: () => Promise<void>, onCancel?: () => void): void {
  confirm({ title: t('common.systemNotice'), content, okText: t('common.ok'), cancelText: t('common.cancel'), onOk, onCancel });
}

/** A 系统提示 box with 确定/取消 around one call. */
export function confirmAction({ content, run, successText, onDone }: ConfirmActionOptions): void {
  confirmBox(content, async () => {
    try {
      await run();
    } catch {
      // The request layer has told the user; closing the box is all that is left.
      return;
    }
    if (successText) toast.success(successText);
    await onDone?.();
  });
}

/** 是否确认删除<subject>的数据项？ then 删除成功. `subject` reads like `用户编号为"3"`. */
export function confirmDelete(subject: string, run: () => Promise<unknown>, onDone?: () => unknown): void {
  confirmAction({ content: t('common.confirmDelete', { name: subject }), run, successText: t('common.deleteSuccess'), onDone });
}
