import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';

interface SaveOptions<V> {
  create: (values: V) => Promise<unknown>;
  update: (values: V) => Promise<unknown>;
  /** After the toast: close the dialog, refresh the list. */
  onSaved: (values: V) => unknown;
}

/** Create or update (by the presence of an id), then 新增成功 / 修改成功. */
export function useSave<V extends { id?: number | null }>({ create, update, onSaved }: SaveOptions<V>) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (values: V): Promise<unknown> => (values.id ? update(values) : create(values)),
    onSuccess: async (_result, values) => {
      toast.success(values.id ? t('common.updateSuccess') : t('common.createSuccess'));
      await onSaved(values);
    },
  });
}
