import { useState } from 'react';
import { useSave } from './use-save';

interface EditDialogOptions<Row, Input> {
  /** Reads the row afresh before editing (the list may be stale). */
  get: (id: number) => Promise<Row>;
  create: (values: Input) => Promise<unknown>;
  update: (values: Input) => Promise<unknown>;
  /** After a save: refresh the list (the dialog closes first). */
  onSaved: () => Promise<unknown>;
}

export interface EditDialog<Row, Input> {
  open: boolean;
  /** The row being edited; null when creating. */
  editing: Row | null;
  /** Values a new row starts from (e.g. the parent of 新增 on a tree row); empty when editing. */
  preset: Partial<Row>;
  openCreate: (preset?: Partial<Row>) => void;
  /** Loads the row, then opens; a failed load stays closed (the request layer has said why). */
  openEdit: (row: { id: number }) => Promise<void>;
  close: () => void;
  save: (values: Input) => void;
  saving: boolean;
}

/** The create/edit dialog of a list screen: its open state, the row being edited, and the save with its toast. */
export function useEditDialog<Row, Input extends { id?: number | null }>({ get, create, update, onSaved }: EditDialogOptions<Row, Input>): EditDialog<Row, Input> {
  const [state, setState] = useState<{ open: boolean; editing: Row | null; preset: Partial<Row> }>({ open: false, editing: null, preset: {} });
  const close = () => setState((current) => ({ ...current, open: false }));
  const mutation = useSave<Input>({
    create,
    update,
    onSaved: async () => {
      close();
      await onSaved();
    },
  });
  return {
    ...state,
    openCreate: (preset = {}) => setState({ open: true, editing: null, preset }),
    openEdit: async (row) => {
      try {
        setState({ open: true, editing: await get(row.id), preset: {} });
      } catch {
        // shown by the request layer
      }
    },
    close,
    save: (values) => mutation.mutate(values),
    saving: mutation.isPending,
  };
}
