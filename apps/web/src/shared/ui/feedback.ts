import type { ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
// Types only (erased): the module itself is fetched on first use below.
import type * as AntdFeedbackModule from './feedback-antd';

/** Spec §8: messages stay 5 s. */
export const MESSAGE_SECONDS = 5;

type AntdFeedback = typeof AntdFeedbackModule;
let antd: Promise<AntdFeedback> | null = null;

function load(): Promise<AntdFeedback> {
  antd ??= import('./feedback-antd');
  return antd;
}

interface ToastOptions {
  duration?: number;
  key?: string;
}

function show(kind: 'success' | 'error' | 'warning' | 'info' | 'loading', content: ReactNode, options: ToastOptions = {}): void {
  void load().then(({ message }) => message[kind]({ content, duration: options.duration ?? MESSAGE_SECONDS, key: options.key }));
}

/** Short messages at the top (antd message), themed through ConfigProvider.config's holderRender. */
export const toast = {
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
  warning: (content: ReactNode, options?: ToastOptions) => show('warning', content, options),
  info: (content: ReactNode, options?: ToastOptions) => show('info', content, options),
  loading: (content: ReactNode, options?: ToastOptions) => show('loading', content, options),
};

/** Error notification titled with the text (spec §8 "other codes"). */
export function notifyError(title: string): void {
  void load().then(({ notification }) => notification.error({ title, duration: MESSAGE_SECONDS }));
}

/** A confirmation message box; it never closes on a backdrop click. */
export function confirm(options: ModalFuncProps): void {
  void load().then(({ Modal }) => Modal.confirm({ mask: { closable: false }, ...options }));
}

/** Closes every open toast, notification and confirm box; nothing to do when none was ever shown. */
export async function closeAllFeedback(): Promise<void> {
  if (!antd) return;
  const { message, notification, Modal } = await antd;
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
}
