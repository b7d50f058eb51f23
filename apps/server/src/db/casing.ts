import { CamelCasePlugin } from 'kysely';

/**
 * SQL is snake_case, TypeScript camelCase: Kysely's CamelCasePlugin with its defaults, for the root handle
 * (db/database.ts) and for the tenant handles that do its work themselves (db/tenant-scope.ts), so both map alike.
 */
export class Casing extends CamelCasePlugin {
  /** The column name of a property (the plugin keeps it protected). */
  snake(name: string): string {
    return this.snakeCase(name);
  }

  /**
   * `$name` is the table or column `name` exactly: a mixed-case name (`displayName`, `cbCamelTable`) that no camelCase
   * property snake-cases to. 代码生成 writes such a property for an imported table's own spelling; the console's own
   * properties never start with `$`.
   */
  protected override snakeCase(name: string): string {
    return name.startsWith(VERBATIM) ? name.slice(VERBATIM.length) : super.snakeCase(name);
  }
}

/** The prefix of a property that names its column verbatim (see Casing.snakeCase). */
export const VERBATIM = '$';

/** The one instance both use (its name mappings are cached inside). */
export const casing = new Casing();
