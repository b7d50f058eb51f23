import pg from 'pg';
const c = new pg.Client('postgres://postgres@127.0.0.1:55420/postgres'); await c.connect();
await c.query(`alter system set log_statement = '${process.argv[2]}'`); await c.query('select pg_reload_conf()'); await c.end();
