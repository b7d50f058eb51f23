import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { UserGroupCreate, UserGroupPageQuery, UserGroupRow, UserGroupSimple, UserGroupUpdate } from '@console/contracts/bpm/user-group';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as groups from './service';

/** 用户分组: /bpm/user-group/* (reference pay-bpm §2.7). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 用户组'];
  app.get(
    '/bpm/user-group/page',
    { config: { permission: 'bpm:user-group:query' }, schema: { tags, summary: '获得用户组分页', querystring: UserGroupPageQuery, response: { 200: Envelope(PageResult(UserGroupRow)) } } },
    async (request) => success(await groups.pageGroups(request.db, request.query)),
  );
  app.get(
    '/bpm/user-group/get',
    { config: { permission: 'bpm:user-group:query' }, schema: { tags, summary: '获得用户组', querystring: IdQuery, response: { 200: Envelope(UserGroupRow) } } },
    async (request) => success(await groups.getGroup(request.db, request.query.id)),
  );
  // The task-rule dialog's picker: any signed-in user may read group names, as the original (no permission).
  app.get(
    '/bpm/user-group/list-all-simple',
    { config: { login: true }, schema: { tags, summary: '获取用户组精简信息列表（只包含被开启的）', response: { 200: Envelope(Type.Array(UserGroupSimple)) } } },
    async (request) => success(await groups.listEnabledGroups(request.db)),
  );
  app.post(
    '/bpm/user-group/create',
    { config: { permission: 'bpm:user-group:create' }, schema: { tags, summary: '创建用户组', body: UserGroupCreate, response: { 200: OkId } } },
    async (request) => success(await groups.createGroup(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/bpm/user-group/update',
    { config: { permission: 'bpm:user-group:update' }, schema: { tags, summary: '更新用户组', body: UserGroupUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await groups.updateGroup(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.delete(
    '/bpm/user-group/delete',
    { config: { permission: 'bpm:user-group:delete' }, schema: { tags, summary: '删除用户组', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await groups.deleteGroup(request.db, request.query.id) });
      return success(true);
    },
  );
  done();
};

export default routes;
