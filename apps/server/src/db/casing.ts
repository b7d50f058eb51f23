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
}

/** The one instance both use (its name mappings are cached inside). */
export const casing = new Casing();
