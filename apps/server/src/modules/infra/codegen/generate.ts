import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Eta } from 'eta';
import { CodegenErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';
import { checkBindings } from './clashes';
import { errorBlock } from './error-block';
import { formatFiles, warmFormatter } from './format';
import { commentText, jsString, propertyKey, sqlName, sqlString, templateText } from './escape';
import { buildModel, sqlIdentifier, type FieldModel, type GenModel } from './model';
import { checkDefinitionNames, namesOfClass } from './names';
import { checkRepository } from './repository';
import type { Definition } from './service';
import { webView } from './web-view';

/*
 * 代码生成's engine: a definition → the files of a module in this repository's own shape (templates/README.md lists
 * them). Templates are Eta files beside this one (copied to dist/codegen-templates by the build); their output is
 * formatted with Prettier at the width the repository is written in (format.ts, on a thread of its own), so
 * whitespace in a template never shows.
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

// Loaded on the generator's first use, not while the server starts.
let eta: Promise<Eta> | undefined;
const engine = () => (eta ??= import('eta').then(({ Eta }) => new Eta({ views: templatesDir(), autoEscape: false, autoTrim: false, cache: true })));

/** `publishTime` → `Publish time`: the en-US label when the database only has a Chinese comment. */
const english = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const SCHEMA_BLOCKS = ['Body', 'DateRange', 'EpochMs', 'Id', 'Int16', 'Int32', 'Nullable', 'Paging', 'SafeInteger', 'SafeNumber', 'Text'];

/** The value a field is written with: epoch ms become a Date (timestamptz) or UTC wall time (timestamp), JSON its text. */
function valueExpression(f: FieldModel): string {
  const value = `input.${f.field}`;
  const convert =
    f.value === 'timestamptz' ? `new Date(${value})` : f.value === 'timestamp' ? `new Date(${value}).toISOString()` : f.value === 'json' ? `JSON.stringify(${value})` : null;
  // A column with a default takes what is sent, and is left out (its default, or unchanged) when nothing is.
  if (f.hasDefault) return convert ? `${value} ${f.nullable ? '==' : '==='} ${f.nullable ? 'null' : 'undefined'} ? ${value} : ${convert}` : value;
  if (!f.nullable) return convert ?? value;
  return convert ? `${value} == null ? null : ${convert}` : `${value} ?? null`;
}

function exportValue(f: FieldModel): string {
  const value = `r.${f.field}`;
  if (f.dictType) return f.nullable ? `(${value} == null ? '' : ${f.field}Labels(${value}))` : `${f.field}Labels(${value})`;
  if (f.kind === 'Date') return `formatDateTime(${value})`;
  if (f.kind === 'Boolean') return `(${value} ? '是' : '否')`;
  if (f.value === 'json' || f.value === 'array') return `JSON.stringify(${value})`;
  return value;
}

/** How the audit columns the table has are written (each only when present), as code fragments. */
function auditView(model: GenModel) {
  const { creator, updater, createTime, updateTime, deleted } = model.audit;
  const writer = (f: FieldModel | undefined) => {
    if (!f || f.generated) return null;
    if (f.kind === 'String') return model.app ? 'actor.clientId' : 'String(actor.id)';
    return !model.app && (f.kind === 'Long' || f.kind === 'Integer') ? 'actor.id' : null;
  };
  const now = (f: FieldModel | undefined) => (f && !f.generated && f.kind === 'Date' ? (f.value === 'timestamp' ? 'new Date().toISOString()' : 'new Date()') : null);
  const flag = (on: boolean) => (deleted?.kind === 'Boolean' ? String(on) : on ? '1' : '0');
  const entries = (pairs: Array<[FieldModel | undefined, string | null]>) =>
    pairs.filter((p): p is [FieldModel, string] => p[0] !== undefined && p[1] !== null).map(([f, code]) => `, ${JSON.stringify(f.ref)}: ${code}`).join('');
  const touch: Array<[FieldModel | undefined, string | null]> = [
    [updater, writer(updater)],
    [updateTime, now(updateTime)],
  ];
  return {
    create: entries([
      [creator, writer(creator)],
      [updater, writer(updater)],
      [createTime, createTime?.hasDefault ? null : now(createTime)],
      [updateTime, updateTime?.hasDefault ? null : now(updateTime)],
      [deleted, deleted?.hasDefault ? null : flag(false)],
    ]),
    update: entries(touch),
    /** Soft delete (the original's `deleted`): a delete sets it, reads leave such rows out. */
    softDelete: deleted ? { ref: deleted.ref, alive: flag(false), gone: `{ ${JSON.stringify(deleted.ref)}: ${flag(true)}${entries(touch)} }` } : null,
    usesActor: [creator, updater].some((f) => writer(f) !== null),
  };
}

/** Everything the templates read, beyond the model: names, import lists and fragments decided in code. */
export function viewOf(model: GenModel) {
  const fieldsWithRefs = model.fields.map((f) => Object.assign(f, { valueExpression: valueExpression(f), exportValue: exportValue(f) }));
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
  const audit = auditView(model);
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
    tableExtends: model.hasTenant ? ' extends TenantColumn' : '',
    kyselyTypeImports: ['ColumnType', 'Generated', 'GeneratedAlways'].filter((name) => model.tableFields.some((f) => f.tableType.startsWith(`${name}<`))).join(', '),
    /** The key a create answers, as its property (a key named verbatim, `$ID`, comes back as `ID` otherwise). */
    pkReturning: jsString(model.pk.ref === model.pk.field ? model.pk.ref : `${model.pk.ref} as ${model.pk.field}`),
    usesSql: model.rowFields.some((f) => f.selectCode.startsWith('sql')),
    // Defaults and generated columns' expressions come from the database: escaped for the migration's template literal.
    ddlLines: templateText(
      [...model.fields, ...model.omitted]
        .sort((a, b) => model.columnOrder.indexOf(a.column) - model.columnOrder.indexOf(b.column))
        .map((f) => `  ${f.ddl}`)
        .join(',\n'),
    ),
    tableRef: model.tableRef,
    audit,
    scope,
    actor: audit.usesActor || scope !== null,
    pkInCreate: model.createFields.includes(model.pk),
    createActor: scope !== null || audit.create.includes('actor.'),
    updateActor: scope !== null || audit.update.includes('actor.'),
    // A soft delete records who deleted (updater) where the table has one.
    deleteActor: scope !== null || (audit.softDelete !== null && audit.softDelete.gone.includes('actor.')),
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
    /** An export's header: .xlsx is XML, whose readers turn a CR into a LF, so it is written as it reads back. */
    excelHeader: (label: string) => jsString(label.replace(/\r\n?/g, '\n')),
    comment: commentText,
    key: propertyKey,
    sqlName,
    sqlString,
    /** A double-quoted SQL identifier inside the migration's template literal (reserved words and mixed case kept). */
    sqlIdent: (name: string) => templateText(sqlIdentifier(name)),
    /** A menu or button name (system_menu.name holds 50): the class comment cut to leave room for the action. */
    menuName: (action: string) => `${model.classComment.slice(0, 50 - action.length)}${action}`,
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

/** A definition's model and view, its names checked: what a render needs, or the reason it is refused. */
function prepare(definition: Definition) {
  if (definition.columns.length === 0) throw new ServiceError(CodegenErrors.CODEGEN_COLUMN_NOT_EXISTS);
  // A definition stored before names.ts's rule: refused as an import or an update of it would be.
  checkDefinitionNames(definition);
  const model = buildModel(definition);
  if (model.refusal) throw new ServiceError(CodegenErrors[`CODEGEN_${model.refusal.code}`], ...model.refusal.args);
  model.errorCode = errorBlock(definition.table.id, namesOfClass(model.moduleName, model.pascal).namespace);
  if (model.pk.field !== 'id' || (model.pk.kind !== 'Long' && model.pk.kind !== 'Integer')) throw new ServiceError(CodegenErrors.CODEGEN_PRIMARY_KEY_UNSUPPORTED);
  const view = viewOf(model);
  checkBindings(view);
  return { model, view, paths: targets(model) };
}

/** The files as the templates write them, before formatting. */
const render = async ({ view, paths }: ReturnType<typeof prepare>): Promise<GeneratedFile[]> => {
  const templates = await engine();
  return paths.map(([template, filePath]) => ({ filePath, code: templates.render(template, view) }));
};

/** The files of a definition, in the order above, formatted. */
export async function generate(definition: Definition): Promise<GeneratedFile[]> {
  const prepared = prepare(definition);
  const { model, view, paths } = prepared;
  const pathOf = (template: string) => paths.find(([t]) => t === template)?.[1] ?? null;
  await checkRepository({
    tableName: model.tableName,
    namespace: view.namespace,
    tableType: `${model.pascal}Table`,
    tablePath: pathOf('table.ts.eta')!,
    textsPath: pathOf('web-texts.ts.eta'),
    filePaths: paths.map(([, filePath]) => filePath),
  });
  return formatFiles(await render(prepared));
}

/**
 * Renders `definition` and formats it `rounds` times without keeping it: templates compiled, and Prettier loaded and
 * run often enough for the JIT to have compiled its hot paths, before a preview.
 */
export async function warmGenerate(definition: Definition, rounds: number): Promise<void> {
  const files = await render(prepare(definition));
  for (let i = 0; i < rounds; i += 1) await warmFormatter(files);
}
