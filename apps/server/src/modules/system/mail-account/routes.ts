import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { MailAccountCreate, MailAccountPageQuery, MailAccountRow, MailAccountSimple, MailAccountUpdate } from '@console/contracts/system/mail-account';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import * as accounts from './service';

/** 邮箱账号: /system/mail-account/* (the Vue 3 UI's api/system/mail/account). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 邮箱账号'];

  app.get(
    '/system/mail-account/page',
    { config: { permission: 'system:mail-account:query' }, schema: { tags, summary: '获得邮箱账号分页', querystring: MailAccountPageQuery, response: { 200: Envelope(PageResult(MailAccountRow)) } } },
    async (request) => success(await accounts.pageAccounts(request.db, request.query)),
  );

  app.get(
    '/system/mail-account/get',
    { config: { permission: 'system:mail-account:query' }, schema: { tags, summary: '获得邮箱账号', querystring: Int4IdQuery, response: { 200: Envelope(MailAccountRow) } } },
    async (request) => success(await accounts.getAccount(request.db, request.query.id)),
  );

  app.get(
    '/system/mail-account/simple-list',
    { config: { alsoAt: ['/system/mail-account/list-all-simple'], login: true }, schema: { tags, summary: '获得邮箱账号精简列表', response: { 200: Envelope(Type.Array(MailAccountSimple)) } } },
    async (request) => success(await accounts.listSimpleAccounts(request.db)),
  );

  app.post(
    '/system/mail-account/create',
    { config: { permission: 'system:mail-account:create' }, schema: { tags, summary: '创建邮箱账号', body: MailAccountCreate, response: { 200: OkId } } },
    async (request) => success(await accounts.createAccount(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/mail-account/update',
    { config: { permission: 'system:mail-account:update' }, schema: { tags, summary: '修改邮箱账号', body: MailAccountUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await accounts.updateAccount(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/mail-account/delete',
    { config: { permission: 'system:mail-account:delete' }, schema: { tags, summary: '删除邮箱账号', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await accounts.deleteAccount(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/mail-account/delete-list',
    permission: 'system:mail-account:delete',
    tags,
    summary: '批量删除邮箱账号',
    db: (request) => request.db,
    deleteOne: (db, id) => accounts.deleteAccount(db, id),
  });
  done();
};

export default routes;
