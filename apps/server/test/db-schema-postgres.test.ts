import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { openPostgresReader, type PostgresConnection } from '../src/modules/infra/db-schema/postgres-reader';
import { openSchemaReader } from '../src/modules/infra/db-schema/reader';
import type { SchemaReader } from '../src/modules/infra/db-schema/types';
import { servePgliteWire } from './support/pglite-wire';
import { adminUrl } from './support/postgres';
import { createTestApp, type TestApp } from './support/test-app';
import { column } from './support/schema-columns';

/** Tables of every kind the reader meets, the same in the console's own database and in an external one. */
const FIXTURE = `
  create table doc_order (
    id bigint generated always as identity primary key,
    code varchar(64) not null,
    legacy integer,
    amount numeric(10,2),
    paid_at timestamptz not null default now(),
    extra jsonb,
    note text
  );
  alter table doc_order drop column legacy;
  comment on table doc_order is '订单表';
  comment on column doc_order.code is '订单号';
  comment on column doc_order.amount is '金额（元）';
  create table doc_line (
    order_id bigint not null,
    line_no integer not null,
    seq bigserial,
    qty integer default 1,
    primary key (order_id, line_no)
  );
  create view doc_order_view as select id, code from doc_order;
  create schema doc_elsewhere;
  create table doc_elsewhere.doc_hidden (id integer primary key);
`;

const DOC_ORDER = {
  table: { name: 'doc_order', comment: '订单表' },
  columns: [
    column('id', 1, 'bigint', { nullable: false, primaryKey: true, autoIncrement: true, identity: 'always' }),
    column('code', 2, 'character varying(64)', { length: 64, nullable: false, comment: '订单号' }),
    column('amount', 3, 'numeric(10,2)', { length: 10, scale: 2, comment: '金额（元）' }),
    column('paid_at', 4, 'timestamp with time zone', { nullable: false, defaultValue: 'now()' }),
    column('extra', 5, 'jsonb'),
    column('note', 6, 'text'),
  ],
};
const DOC_LINE = {
  table: { name: 'doc_line', comment: '' },
  columns: [
    column('order_id', 1, 'bigint', { nullable: false, primaryKey: true }),
    column('line_no', 2, 'integer', { nullable: false, primaryKey: true }),
    column('seq', 3, 'bigint', { nullable: false, autoIncrement: true, identity: 'default', defaultValue: "nextval('doc_line_seq_seq'::regclass)" }),
    column('qty', 4, 'integer', { defaultValue: '1' }),
  ],
};

const pgUrl = inject('postgresUrl');

describe('the master reader (the console database, through its own handle)', () => {
  let t: TestApp;
  let reader: SchemaReader;
  beforeAll(async () => {
    t = await createTestApp();
    await sql.raw(FIXTURE).execute(t.database.db);
    reader = await openSchemaReader(t.database.db, 0);
  });
  afterAll(async () => {
    await reader.close();
    await t.close();
  });

  it('lists the base tables of the search path by name with their comments: no view, no other schema, no bookkeeping', async () => {
    const tables = await reader.listTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['doc_line', 'doc_order', 'system_users', 'system_dict_data']));
    for (const absent of ['doc_order_view', 'doc_hidden', 'schema_migrations', 'seed_version', 'job']) expect(names).not.toContain(absent);
    expect(tables.find((table) => table.name === 'doc_order')).toEqual({ name: 'doc_order', comment: '订单表' });
    expect(tables.find((table) => table.name === 'doc_line')).toEqual({ name: 'doc_line', comment: '' });
    expect(tables.find((table) => table.name === 'system_users')).toEqual({ name: 'system_users', comment: '用户信息表' });
  });

  it('describes one table column by column', async () => {
    expect(await reader.describeTable('doc_order')).toEqual(DOC_ORDER);
    expect(await reader.describeTable('doc_line')).toEqual(DOC_LINE);
    expect(await reader.describeTable('doc_order_view')).toBeUndefined();
    expect(await reader.describeTable('schema_migrations')).toBeUndefined();
    expect(await reader.describeTable('no_such_table')).toBeUndefined();
  });

  it('describes every table at once, the same as one by one, and at most as many as asked', async () => {
    const all = await reader.describeAll();
    expect(all.map((detail) => detail.table)).toEqual(await reader.listTables());
    expect(all.find((detail) => detail.table.name === 'doc_order')).toEqual(DOC_ORDER);
    expect(all.find((detail) => detail.table.name === 'doc_line')).toEqual(DOC_LINE);
    expect(all.every((detail) => detail.columns.length > 0)).toBe(true);
    const firstTwo = await reader.describeAll(2);
    expect(firstTwo).toEqual(all.slice(0, 2));
  });

  it('names the database', async () => {
    // Each test file's database is a clone named console_test_… on PostgreSQL; PGlite's one database is postgres.
    expect(await reader.databaseName()).toMatch(pgUrl ? /^console_test_[0-9a-f]{12}$/ : /^postgres$/);
  });

  it('refuses a data source that does not exist', async () => {
    await expect(openSchemaReader(t.database.db, 42)).rejects.toMatchObject({ code: 1001007000, message: '数据源配置不存在' });
  });
});

/** An external PostgreSQL over the wire: the test server's in the PostgreSQL stage, a PGlite served on a port otherwise. */
async function externalDatabase(): Promise<{ connection: PostgresConnection; run: (text: string) => Promise<void>; close: () => Promise<void> }> {
  if (pgUrl) {
    const name = `schema_reader_${randomBytes(6).toString('hex')}`;
    const admin: DatabaseHandle = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl), poolSize: 1 });
    await sql.raw(`create database ${name}`).execute(admin.db);
    const target = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, name), poolSize: 1 });
    const url = new URL(adminUrl(pgUrl, name));
    return {
      connection: { connectionString: url.toString(), user: decodeURIComponent(url.username) || 'postgres', password: decodeURIComponent(url.password) },
      run: async (text) => void (await sql.raw(text).execute(target.db)),
      close: async () => {
        await target.close();
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
        await admin.close();
      },
    };
  }
  const pglite = await PGlite.create();
  const wire = await servePgliteWire(pglite);
  return {
    connection: { host: '127.0.0.1', port: wire.port, database: 'postgres', user: 'postgres', password: 'secret' },
    run: async (text) => void (await pglite.exec(text)),
    close: async () => {
      await wire.close();
      await pglite.close();
    },
  };
}

describe('an external PostgreSQL (connected with pg over the wire protocol)', () => {
  let external: Awaited<ReturnType<typeof externalDatabase>>;
  let reader: SchemaReader;
  beforeAll(async () => {
    external = await externalDatabase();
    // A table named like the console's bookkeeping is somebody's business table elsewhere: it is listed.
    await external.run(`${FIXTURE}; create table schema_migrations (version text primary key);`);
    reader = await openPostgresReader({ connection: external.connection });
  });
  afterAll(async () => {
    await reader.close();
    await external.close();
  });

  it('lists exactly the base tables of the search path, by name', async () => {
    expect(await reader.listTables()).toEqual([
      { name: 'doc_line', comment: '' },
      { name: 'doc_order', comment: '订单表' },
      { name: 'schema_migrations', comment: '' },
    ]);
  });

  it('answers the same columns as for the master', async () => {
    expect(await reader.describeTable('doc_order')).toEqual(DOC_ORDER);
    expect(await reader.describeAll()).toEqual([
      DOC_LINE,
      DOC_ORDER,
      { table: { name: 'schema_migrations', comment: '' }, columns: [column('version', 1, 'text', { nullable: false, primaryKey: true })] },
    ]);
    expect(await reader.describeAll(1)).toEqual([DOC_LINE]);
  });

  it("lets the user and password given beside a connection string win over the string's own", async () => {
    if (!external.connection.connectionString) {
      // The PGlite stage: the same rule through host and port, with a URL naming a role that does not exist.
      const { host, port, database } = external.connection;
      const other = await openPostgresReader({ connection: { connectionString: `postgres://nobody:wrong@${host}:${port}/${database}`, user: 'postgres', password: 'secret' } });
      expect((await other.listTables()).map((table) => table.name)).toEqual(['doc_line', 'doc_order', 'schema_migrations']);
      await other.close();
      return;
    }
    const url = new URL(external.connection.connectionString);
    url.username = 'nobody';
    url.password = 'wrong';
    const other = await openPostgresReader({ connection: { ...external.connection, connectionString: url.toString() } });
    expect((await other.listTables()).map((table) => table.name)).toEqual(['doc_line', 'doc_order', 'schema_migrations']);
    await other.close();
  });
});

describe('connecting to an external database that does not answer', () => {
  it('gives up after the short connect timeout instead of hanging', async () => {
    // Accepts the TCP connection and never says a word, like a firewall that swallows packets after the handshake.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    try {
      await expect(openPostgresReader({ connection: { host: '127.0.0.1', port, user: 'postgres', password: 'x' } })).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      silent.close();
    }
  }, 15_000);

  it('refuses a port where nothing listens', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(openPostgresReader({ connection: { host: '127.0.0.1', port, user: 'postgres', password: 'x' } })).rejects.toThrow(/ECONNREFUSED/);
  });
});
