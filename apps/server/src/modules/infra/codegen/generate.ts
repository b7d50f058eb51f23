import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import { CodegenErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';
import { checkBindings } from './clashes';
import { errorBlock } from './error-block';
import { commentText, jsString, propertyKey, sqlName, sqlString } from './escape';
import { buildModel, type FieldModel, type GenModel } from './model';
import { checkDefinitionNames, fieldOfColumn, namesOfClass } from './names';
import { checkRepository } from './repository';
import type { Definition } from './service';
import { webView } from './web-view';

/*
 * 代码生成's engine: a definition → the files of a module in this repository's own shape (templates/README.md lists
 * them). Templates are Eta files beside this one (copied to dist/codegen-templates by the build); their output is
 * formatted with Prettier at the width the repository is written in, so whitespace in a template never shows.
 */

export interface GeneratedFile {
  filePath: string;
  code: string;
}

function templatesDir(): string {
  const candidates = ['./templates/', '../codegen-templates/', './codegen-templates/'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const found = candidates.find((dir) => fs.existsSync(`${dir}service.ts.eta`));
  if (!found) throw new Error(`codegen templates not found (looked in ${candidates.join(', ')})`);
  return found;
}

let eta: Eta | undefined;
const engine = () => (eta ??= new Eta({ views: templatesDir(), autoEscape: false, autoTrim: false, cache: true }));

/** `publishTime` → `Publish time`: the en-US label when the database only has a Chinese comment. */
const english = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const SCHEMA_BLOCKS = ['Body', 'DateRange', 'EpochMs', 'Id', 'Int16', 'Int32', 'Nullable', 'Paging', 'SafeInteger', 'SafeNumber', 'Text'];

const AUDIT_DDL: Record<string, string> = {
  creator: "creator varchar(64) not null default ''",
  create_time: 'create_time timestamptz not null default now()',
  updater: "updater varchar(64) not null default ''",
  update_time: 'update_time timestamptz not null default now()',
  tenant_id: 'tenant_id bigint not null',
};

function valueExpression(f: FieldModel): string {
  const value = `input.${f.field}`;
  if (f.kind === 'Date') return f.nullable ? `${value} == null ? null : new Date(${value})` : `new Date(${value})`;
  return f.nullable ? `${value} ?? null` : value;
}

function exportValue(f: FieldModel): string {
  const value = `r.${f.field}`;
  if (f.dictType) return f.nullable ? `(${value} == null ? '' : ${f.field}Labels(${value}))` : `${f.field}Labels(${value})`;
  if (f.kind === 'Date') return `formatDateTime(${value})`;
  if (f.kind === 'Boolean') return `(${value} ? '是' : '否')`;
  return value;
}

/** Everything the templates read, beyond the model: names, import lists and fragments decided in code. */
export function viewOf(model: GenModel) {
  const fieldsWithRefs = model.fields.map((f) => {
    const ref = fieldOfColumn(f.column);
    return Object.assign(f, { ref, select: ref === f.field ? ref : `${ref} as ${f.field}`, valueExpression: valueExpression(f), exportValue: exportValue(f) });
  });
  const contractText = [
    ...model.rowFields.map((f) => f.rowSchema),
    ...model.createFields.map((f) => f.inputSchema),
    ...model.updateFields.map((f) => f.inputSchema),
    ...model.filterFields.map((f) => f.filterSchema),
    'Body(',
    'Paging',
    'Id(',
  ].join(' ');
  const schemaImports = SCHEMA_BLOCKS.filter((name) => new RegExp(`\\b${name}\\b`).test(contractText)).join(', ');
  const usedTableTypes = new Set(model.tableFields.map((f) => f.tableType.replace(' | null', '')));
  const tableTypeImports = [
    ...(model.hasAudit ? ['AuditColumns'] : []),
    ...(usedTableTypes.has('NullableTimestamp') ? ['NullableTimestamp'] : []),
    ...(model.hasTenant ? ['TenantColumn'] : []),
    ...(usedTableTypes.has('Timestamp') ? ['Timestamp'] : []),
  ];
  const inheritance = [...(model.hasAudit ? ['AuditColumns'] : []), ...(model.hasTenant ? ['TenantColumn'] : [])];
  const valueBlocks = model.sameInputs
    ? [{ name: `${model.camel}Values`, schema: `${model.pascal}Create`, fields: model.createFields }]
    : [
        { name: `create${model.pascal}Values`, schema: `${model.pascal}Create`, fields: model.createFields },
        { name: `update${model.pascal}Values`, schema: `${model.pascal}Update`, fields: model.updateFields },
      ];
  const names = namesOfClass(model.moduleName, model.pascal);
  const namespace = names.namespace;
  // A dept-owned table (a numeric dept_id) is read and written within the caller's data scope, as users are.
  // A client app's token (scene 2) has no depts: its scope admits it to the whole tenant's rows.
  const dept = model.app ? undefined : fieldsWithRefs.find((f) => f.column === 'dept_id' && (f.kind === 'Long' || f.kind === 'Integer'));
  const scope = dept ? { ref: dept.ref, field: dept.field, create: model.createFields.includes(dept), update: model.updateFields.includes(dept) } : null;
  return {
    ...model,
    fields: fieldsWithRefs,
    upper: names.upper,
    pascalPlural: names.pascalPlural,
    camelPlural: names.camelPlural,
    namespace,
    schemaImports,
    tableTypeImports: tableTypeImports.join(', '),
    tableExtends: inheritance.length ? ` extends ${inheritance.join(', ')}` : '',
    ddlLines: model.fields.map((f) => `  ${(model.hasAudit || f.column === 'tenant_id') && AUDIT_DDL[f.column] ? AUDIT_DDL[f.column] : f.ddl}`).join(',\n'),
    scope,
    actor: model.hasAudit || scope !== null,
    // Who wrote a row: the staff user's id, or the client app (scene 2) by its client id.
    writer: model.app ? 'actor.clientId' : 'String(actor.id)',
    guard: (action: string) => (model.app ? `{ scope: '${model.clientScope}' }` : `{ permission: '${model.permission}:${action}' }`),
    tag: model.app ? `用户 APP - ${model.classComment}` : `${model.classComment}管理`,
    valueBlocks,
    createValues: valueBlocks[0]!.name,
    updateValues: valueBlocks[valueBlocks.length - 1]!.name,
    uses: {
      at: model.filterFields.some((f) => f.kind === 'Date'),
      dateRange: model.filterFields.some((f) => f.kind === 'Date' && f.condition === 'BETWEEN'),
      like: model.filterFields.some((f) => f.condition === 'LIKE'),
      formatDateTime: model.rowFields.some((f) => f.kind === 'Date' && !f.dictType),
    },
    exportDicts: [...new Map(model.rowFields.filter((f) => f.dictType).map((f) => [f.field, { name: `${f.field}Labels`, type: f.dictType }])).values()],
    testFilters: model.filterFields
      .filter((f) => (f.condition === '=' || f.condition === 'LIKE') && f.kind !== 'Date' && model.createFields.includes(f))
      .map((f) => ({ field: f.field, pascalField: f.field.charAt(0).toUpperCase() + f.field.slice(1) })),
    web: webView(model, namespace),
    extensionLine: extensionLine(model),
    quote: jsString,
    comment: commentText,
    key: propertyKey,
    sqlName,
    sqlString,
    english,
  };
}
export type CodegenView = ReturnType<typeof viewOf>;

/** Template file → path in the repository. A client-app module (scene 2) has no screen: no web files. */
function targets(model: GenModel): Array<[template: string, filePath: string]> {
  const { moduleName: m, kebab, camel } = model;
  const server = `apps/server/src/modules/${m}/${kebab}`;
  const web = `apps/web/src/features/${m}/${camel}`;
  const files: Array<[template: string, filePath: string]> = [
    ['contracts.ts.eta', `packages/contracts/src/${m}/${kebab}.ts`],
    ['table.ts.eta', `${server}/table.ts`],
    ['migration.ts.eta', `${server}/migration.ts`],
    ['service.ts.eta', `${server}/service.ts`],
    ['routes.ts.eta', `${server}/routes.ts`],
    ['index.ts.eta', `${server}/index.ts`],
    ['test.ts.eta', `apps/server/test/${m}-${kebab}.test.ts`],
  ];
  if (model.app) return files;
  return [
    ...files,
    ['web-api.ts.eta', `${web}/${kebab}-api.ts`],
    ['web-locales.ts.eta', `${web}/locales.ts`],
    ['web-texts.ts.eta', `${web}/texts.ts`],
    ['web-page.tsx.eta', `${web}/pages/index.tsx`],
  ];
}

/** The line a developer adds to apps/server/src/modules/extensions.ts (the only one written by hand). */
export const extensionLine = (model: GenModel) => `export { default as ${model.moduleName}${model.pascal} } from './${model.moduleName}/${model.kebab}';`;

async function format(code: string, filePath: string): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(code, { filepath: filePath, parser: 'typescript', printWidth: 160, singleQuote: true, trailingComma: 'all' });
}

/** The files of a definition, in the order above, formatted. */
export async function generate(definition: Definition): Promise<GeneratedFile[]> {
  if (definition.columns.length === 0) throw new ServiceError(CodegenErrors.CODEGEN_COLUMN_NOT_EXISTS);
  // A definition stored before names.ts's rule: refused as an import or an update of it would be.
  checkDefinitionNames(definition);
  const model = buildModel(definition);
  model.errorCode = errorBlock(definition.table.id, namesOfClass(model.moduleName, model.pascal).namespace);
  if (model.pk.field !== 'id' || (model.pk.kind !== 'Long' && model.pk.kind !== 'Integer')) throw new ServiceError(CodegenErrors.CODEGEN_PRIMARY_KEY_UNSUPPORTED);
  const view = viewOf(model);
  checkBindings(view);
  const paths = targets(model);
  const pathOf = (template: string) => paths.find(([t]) => t === template)?.[1] ?? null;
  await checkRepository({
    tableName: model.tableName,
    namespace: view.namespace,
    tableType: `${model.pascal}Table`,
    tablePath: pathOf('table.ts.eta')!,
    textsPath: pathOf('web-texts.ts.eta'),
    filePaths: paths.map(([, filePath]) => filePath),
  });
  const files: GeneratedFile[] = [];
  for (const [template, filePath] of paths) {
    files.push({ filePath, code: await format(engine().render(template, view), filePath) });
  }
  return files;
}
