import { isNumber as isNumberKind, type FieldModel, type GenModel } from './model';

/*
 * The web screen's pieces for the page template: one search field, table column and form item per field, chosen by
 * its value kind, dictionary and form control (the same choices a developer makes on the CRUD kit by hand).
 */

const isNumber = (f: FieldModel) => isNumberKind(f.kind);

interface SearchPiece {
  field: string;
  valueType: string;
  toFilter: string;
  jsx: string;
}

function searchPiece(f: FieldModel, label: string, filtersType: string): SearchPiece | null {
  const name = `name="${f.field}" label={${label}}`;
  if (f.dictRef) {
    return { field: f.field, valueType: f.dictNumeric ? 'number' : 'string', toFilter: `values.${f.field}`, jsx: `<SearchDictSelect ${name} dictType={${f.dictRef}}${f.dictNumeric ? '' : ' asString'} />` };
  }
  if (f.kind === 'Date') {
    if (f.condition !== 'BETWEEN') return null;
    return { field: f.field, valueType: '[Dayjs | null, Dayjs | null] | null', toFilter: `toCreateTimeRange(values.${f.field})`, jsx: `<SearchDateRange ${name} />` };
  }
  if (f.kind === 'Boolean') {
    // A select's values are text or numbers: yes/no travel as 'true'/'false' and become the boolean here.
    return {
      field: f.field,
      valueType: "'true' | 'false'",
      toFilter: `values.${f.field} === undefined ? undefined : values.${f.field} === 'true'`,
      jsx: `<SearchSelect ${name} options={[{ value: 'true', label: t('crud.yes') }, { value: 'false', label: t('crud.no') }]} />`,
    };
  }
  if (f.condition === 'BETWEEN') return null;
  const toFilter = isNumber(f)
    ? `values.${f.field}?.trim() ? Number(values.${f.field}) : undefined`
    : f.value === 'enum'
      ? // A label typed by hand: the server refuses one the column does not have.
        `(values.${f.field}?.trim() || undefined) as ${filtersType}['${f.field}']`
      : `values.${f.field}?.trim() || undefined`;
  return { field: f.field, valueType: 'string', toFilter, jsx: `<SearchInput ${name} />` };
}

function column(f: FieldModel, label: string): string | null {
  if (f.primaryKey) return `idColumn(${label})`;
  if (f.html === 'editor') return null;
  if (f.dictRef) return `dictColumn(${label}, '${f.field}', ${f.dictRef})`;
  if (f.kind === 'Date') return `dateTimeColumn(${label}, '${f.field}')`;
  if (f.kind === 'Boolean') return `{ title: ${label}, dataIndex: '${f.field}', width: 90, align: 'center', render: (value: boolean) => (value ? t('crud.yes') : t('crud.no')) }`;
  if (isNumber(f)) return `{ title: ${label}, dataIndex: '${f.field}', width: 110, align: 'right' }`;
  return `{ title: ${label}, dataIndex: '${f.field}', ellipsis: true }`;
}

function formItem(f: FieldModel, label: string): string {
  const base = `name="${f.field}" label={${label}}${f.nullable ? '' : ' required'}`;
  if (f.html === 'editor') return `<EditorItem ${base} />`;
  if (f.kind === 'String' && (f.html === 'upload_image' || f.html === 'upload_file')) return `<UploadItem ${base}${f.html === 'upload_image' ? ' image' : ''} />`;
  if (f.dictRef && (f.html === 'radio' || f.html === 'select' || f.html === 'checkbox')) {
    const item = f.html === 'radio' ? 'DictRadioItem' : 'DictSelectItem';
    return `<${item} ${base} dictType={${f.dictRef}}${f.dictNumeric ? '' : ' asString'} />`;
  }
  if (f.kind === 'Boolean') return `<BooleanItem ${base} />`;
  if (f.kind === 'Date') return `<DateTimeItem ${base} />`;
  // A date or a time of day travels as text (YYYY-MM-DD, HH:mm:ss): picked, not typed.
  if (f.value === 'date') return `<DateItem ${base} />`;
  if (f.value === 'time') return `<TimeItem ${base} />`;
  if (isNumber(f)) return `<NumberValueItem ${base}${f.kind === 'Double' || f.kind === 'BigDecimal' ? ' decimals' : ''} />`;
  const max = f.maxLength ? ` max={${f.maxLength}}` : '';
  if (f.html === 'textarea') return `<TextAreaItem ${base}${max} />`;
  return `<TextItem ${base}${max} />`;
}

const used = (pieces: string[], names: string[]) => names.filter((name) => pieces.some((piece) => piece.includes(`<${name} `) || piece.startsWith(`${name}(`))).join(', ');

export function webView(model: GenModel, namespace: string) {
  // Under `fields`: a column may be named like the screen's own texts (entity, add, editTitle).
  const label = (f: FieldModel) => `t('${namespace}.fields.${f.field}')`;
  const search = model.filterFields.map((f) => searchPiece(f, label(f), `${model.pascal}Filters`)).filter((piece): piece is SearchPiece => piece !== null);
  const columns = model.rowFields.map((f) => column(f, label(f))).filter((c): c is string => c !== null);
  const inputs = [...new Set([...model.createFields, ...model.updateFields])].sort((a, b) => model.fields.indexOf(a) - model.fields.indexOf(b));
  const formItems = inputs.map((f) => formItem(f, label(f)));
  const all = [...search.map((s) => s.jsx), ...columns, ...formItems];
  return {
    search,
    columns,
    formItems,
    columnImports: ['dateTimeColumn', 'dictColumn', 'editDeleteColumn', 'idColumn'].filter((name) => name === 'editDeleteColumn' || columns.some((c) => c.startsWith(`${name}(`))).join(', '),
    searchImports: used(
      search.map((s) => s.jsx),
      ['SearchDateRange', 'SearchDictSelect', 'SearchInput', 'SearchSelect'],
    ),
    formItemImports: used(formItems, ['DictRadioItem', 'DictSelectItem', 'TextItem']),
    valueItemImports: used(formItems, ['BooleanItem', 'DateItem', 'DateTimeItem', 'EditorItem', 'NumberValueItem', 'TextAreaItem', 'TimeItem', 'UploadItem']),
    usesDictType: all.some((piece) => piece.includes('DICT_TYPE.')),
    searchUsesDayjs: search.some((s) => s.valueType.includes('Dayjs')),
    dialogWidth: inputs.some((f) => f.html === 'editor') ? 800 : 560,
  };
}
