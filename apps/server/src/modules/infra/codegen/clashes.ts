import { CodegenErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';

/*
 * Names a generated file declares that would clash with a name the same file already binds: an import of the
 * template (a table `crm_form` makes a type `Form` beside antd's `Form`), a local of the template (a class `Route`
 * makes the service namespace `routes` beside the routes plugin), a global the code uses, or another generated name.
 * Preview and download refuse such a definition, naming the name, before anything is written.
 * test/codegen-hostile.test.ts parses generated files and fails when a template binds a name missing here.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The globals generated code reads: no generated name may shadow them. */
const GLOBALS = words('Array Awaited Boolean Date Error JSON Math NonNullable Number Object Promise Record ReturnType String encodeURIComponent');

/** Every name each template binds itself (imports, declarations, parameters), by the file it writes. */
export const TEMPLATE_NAMES: Readonly<Record<GeneratedFileKind, readonly string[]>> = {
  contracts: words('Type ErrorCode Body DateRange EpochMs Id Int16 Int32 Nullable Paging SafeInteger SafeNumber Text'),
  table: words('ColumnType Generated GeneratedAlways AuditColumns NullableTimestamp TenantColumn Timestamp Database'),
  migration: words('version sql'),
  service: words(`sql PageParams Static Db DataScopeSnapshot at parseDateRange dataScopeCondition ServiceError escapeLike paginate Actor db actor
    filter _filter q eb query id input assertDeptVisible deptId trx before row`),
  routes: words(`FastifyPluginCallbackTypebox PageResult dictLabels success ServiceError batchesById formatDateTime sendExcel requireUser
    noteChange Envelope IdQuery OkId OkTrue EXPORT routes tags app _options done request reply row base r afterId limit`),
  index: words('defineExtension migration routes'),
  test: words(`randomBytes beforeAll describe expect it adminAppForFile merchantClientToken createUserWithPermissions readXlsx
    URL clientId Page T ctx client created changed create body as get res updated first second page rows otherClient refused username
    reader readerToken user scoped visible hidden moved id r`),
  webApi: words('Static http PageResult query id body filters'),
  webPage: words(`Form TableColumnsType Dayjs useTranslation CreateButton CrudList dateTimeColumn dictColumn editDeleteColumn idColumn
    ExportButton DictRadioItem DictSelectItem TextItem ModalForm SearchDateRange SearchDictSelect SearchInput SearchSelect useCrudPage
    useEditDialog BooleanItem DateTimeItem EditorItem NumberValueItem TextAreaItem UploadItem DICT_TYPE toCreateTimeRange SearchValues
    toFilters values crud form dialog columns editing value t`),
  locales: words('LocaleShape zhCN enUS'),
  texts: words('registerFeatureTexts zhCN enUS'),
};

export type GeneratedFileKind = 'contracts' | 'table' | 'migration' | 'service' | 'routes' | 'index' | 'test' | 'webApi' | 'webPage' | 'locales' | 'texts';

interface NamedModel {
  pascal: string;
  camel: string;
  upper: string;
  pascalPlural: string;
  camelPlural: string;
  valueBlocks: ReadonlyArray<{ name: string }>;
  filterFields: ReadonlyArray<{ field: string; kind: string; condition: string }>;
  exportDicts: ReadonlyArray<{ name: string }>;
  testFilters: ReadonlyArray<{ pascalField: string }>;
}

/** The names each generated file binds (declares or imports) that come from the definition's names, not the template's. */
export function generatedBindings(view: NamedModel): Record<GeneratedFileKind, string[]> {
  const { pascal: P, camel: c } = view;
  const schemas = [`${P}Row`, `${P}Filter`, `${P}PageQuery`, `${P}Create`, `${P}Update`, `${P}Errors`];
  const service = [`${view.upper}_COLUMNS`, `${c}Query`, `page${view.pascalPlural}`, `get${P}`, `${P}Record`, `create${P}`, `update${P}`, `delete${P}`];
  const webTypes = [P, `${P}Filters`, `${P}Input`, `${c}Api`];
  return {
    contracts: [...schemas, `${c}Fields`],
    table: [`${P}Table`],
    migration: [],
    service: [...schemas, ...service, ...view.valueBlocks.map((b) => b.name), ...view.filterFields.filter((f) => f.kind === 'Date' && f.condition === 'BETWEEN').map((f) => `${f.field}Range`)],
    routes: [...schemas, view.camelPlural, ...view.exportDicts.map((d) => d.name)],
    index: [`${P}Errors`],
    test: [`${P}Errors`, ...view.testFilters.map((f) => `by${f.pascalField}`)],
    webApi: [...schemas, ...webTypes],
    webPage: [...webTypes, `${P}Page`],
    locales: [],
    texts: [],
  };
}

/** Refuses a generated name that its file's template binds too, that shadows a global, or that two generated names share. */
export function checkBindings(view: NamedModel): void {
  for (const [kind, names] of Object.entries(generatedBindings(view)) as Array<[GeneratedFileKind, string[]]>) {
    const taken = new Set([...TEMPLATE_NAMES[kind], ...GLOBALS]);
    for (const name of names) {
      if (taken.has(name)) throw new ServiceError(CodegenErrors.CODEGEN_NAME_CONFLICT, `名称 ${name}`, '生成代码自身使用的同名名称');
      taken.add(name);
    }
  }
}
