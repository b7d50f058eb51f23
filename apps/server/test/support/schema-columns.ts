/** A column as a schema reader answers it (the source's builder; tests call it `column`). */
export { schemaColumn as column } from '../../src/modules/infra/db-schema/column';
