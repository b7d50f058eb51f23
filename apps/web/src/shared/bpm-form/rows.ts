import { newField, type FieldKind, type FormField } from './fields';

/**
 * Layout rows (行容器) in form-generator's format: a field whose `__config__.layout` is `rowFormItem` holds fields in
 * `__config__.children`, laid out on its own 24-column grid by each child's `span`. The original designer saves a row
 * without a label or tag, with `componentName` `row<formId>`. Our one addition is `__config__.columns`, how many
 * columns a new child is sized for; without it (a row made in the Vue UI) the columns follow the first child's span.
 */

/** Where a field sits: `[index]` on the form, `[row, index]` inside a row. */
export type FieldPath = number[];

export const ROW_COLUMNS = [1, 2, 3, 4, 6] as const;

export const isRow = (field: FormField): boolean => field.__config__.layout === 'rowFormItem';

export const rowChildren = (row: FormField): FormField[] => (Array.isArray(row.__config__.children) ? (row.__config__.children as FormField[]) : []);

/** A new empty row, as the original designer makes one. */
export function newRow(formId: number, columns = 2): FormField {
  // A row carries no label in the original's format; the field type wants one for fields only.
  const config = { layout: 'rowFormItem', tagIcon: 'row', layoutTree: true, span: 24, formId, renderKey: Date.now() + formId, componentName: `row${formId}`, children: [], columns };
  return { __config__: config, type: 'default', justify: 'start', align: 'top' } as unknown as FormField;
}

/** How many columns the row lays its fields in. */
export function rowColumns(row: FormField): number {
  const stored = Number(row.__config__.columns);
  if (Number.isInteger(stored) && stored >= 1 && stored <= 24) return stored;
  const first = rowChildren(row)[0];
  return first ? Math.max(1, Math.round(24 / Math.min(24, Math.max(1, first.__config__.span ?? 24)))) : 1;
}

/** The row with N columns: every child resized to 24 / N of it. */
export function withColumns(row: FormField, columns: number): FormField {
  const span = Math.floor(24 / columns);
  const children = rowChildren(row).map((child) => ({ ...child, __config__: { ...child.__config__, span } }));
  return { ...row, __config__: { ...row.__config__, columns, children } };
}

export function fieldAt(fields: FormField[], path: FieldPath): FormField | undefined {
  const [first, ...rest] = path;
  const field = first === undefined ? undefined : fields[first];
  return field && rest.length ? fieldAt(rowChildren(field), rest) : field;
}

/** The form with the field at `path` replaced by what `change` makes of it. */
export function updateAt(fields: FormField[], path: FieldPath, change: (field: FormField) => FormField): FormField[] {
  const [first, ...rest] = path;
  return fields.map((field, i) => {
    if (i !== first) return field;
    if (!rest.length) return change(field);
    return { ...field, __config__: { ...field.__config__, children: updateAt(rowChildren(field), rest, change) } };
  });
}

export function removeAt(fields: FormField[], path: FieldPath): FormField[] {
  if (path.length === 1) return fields.filter((_, i) => i !== path[0]);
  return updateAt(fields, path.slice(0, -1), (row) => ({ ...row, __config__: { ...row.__config__, children: removeAt(rowChildren(row), path.slice(-1)) } }));
}

/** Inserts into the form (`row` null) or into the row at that index, before `index`; rows are not nested. */
export function insertAt(fields: FormField[], row: number | null, index: number, field: FormField): { fields: FormField[]; path: FieldPath } {
  if (row === null || isRow(field)) {
    const at = row === null ? index : row;
    return { fields: [...fields.slice(0, at), field, ...fields.slice(at)], path: [at] };
  }
  const next = updateAt(fields, [row], (container) => {
    const children = rowChildren(container);
    return { ...container, __config__: { ...container.__config__, children: [...children.slice(0, index), field, ...children.slice(index)] } };
  });
  return { fields: next, path: [row, index] };
}

/** Moves a field (or a row) to the form or a row, before `index` as counted before the move. */
export function moveTo(fields: FormField[], from: FieldPath, row: number | null, index: number): { fields: FormField[]; path: FieldPath } {
  const moved = fieldAt(fields, from);
  if (!moved) return { fields, path: from };
  const container = from.length === 1 ? null : from[0]!;
  const own = from[from.length - 1]!;
  // Removing first shifts what follows the field in its own container, and the rows after a moved row.
  let targetRow = row;
  let targetIndex = index;
  if (container === row && own < index) targetIndex--;
  if (container === null && row !== null && own < row) targetRow = row - 1;
  if (row === container && own === index) return { fields, path: from };
  if (targetRow !== null && container === null && own === row) return { fields, path: from };
  return insertAt(removeAt(fields, from), targetRow, targetIndex, moved);
}

/** A new field of a kind sized for the row it lands in. */
export function newFieldIn(kind: FieldKind, label: string, formId: number, row?: FormField): FormField {
  const field = newField(kind, label, formId);
  if (row) field.__config__.span = Math.floor(24 / rowColumns(row));
  return field;
}

/** A copy with new form ids and variables (a row's fields too), numbered from `formId`. */
export function copyOf(field: FormField, formId: number): FormField {
  let id = formId;
  const renumber = (source: FormField): FormField => {
    const own = id++;
    const copy: FormField = { ...structuredClone(source), __config__: { ...structuredClone(source.__config__), formId: own, renderKey: own } };
    if (source.__vModel__ !== undefined) copy.__vModel__ = `field${own}`;
    if (isRow(source)) copy.__config__ = { ...copy.__config__, componentName: `row${own}`, children: rowChildren(source).map(renumber) };
    return copy;
  };
  return renumber(field);
}

/** Every field that takes a value (not a row), with where it sits. */
export function fieldPaths(fields: FormField[], path: FieldPath = []): Array<[FormField, FieldPath]> {
  return fields.flatMap((field, i): Array<[FormField, FieldPath]> => (isRow(field) ? fieldPaths(rowChildren(field), [...path, i]) : [[field, [...path, i]]]));
}
