import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { MenuCreate, MenuFilter, MenuRow, MenuSimple, MenuUpdate } from '@console/contracts/system/menu';
import * as menus from './service';

/** Menus: /system/menu/* (reference §5.3). Menus are global: no tenant column. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['菜单管理'];

  app.get(
    '/system/menu/list',
    {
      config: { permission: 'system:menu:query' },
      schema: { tags, summary: '获取菜单列表', querystring: MenuFilter, response: { 200: Envelope(Type.Array(MenuRow)) } },
    },
    async (request) => success(await menus.listMenus(request.db, request.query)),
  );

  app.get(
    '/system/menu/list-all-simple',
    {
      config: { alsoAt: ['/system/menu/simple-list'], login: true },
      schema: { tags, summary: '获取菜单精简信息列表', response: { 200: Envelope(Type.Array(MenuSimple)) } },
    },
    async (request) => success(await menus.listSimpleMenus(request.db, request.tenantId)),
  );

  app.get(
    '/system/menu/get',
    {
      config: { permission: 'system:menu:query' },
      schema: { tags, summary: '获取菜单信息', querystring: IdQuery, response: { 200: Envelope(MenuRow) } },
    },
    async (request) => {
      const row = await menus.getMenu(request.db, request.query.id);
      if (!row) throw new ServiceError(MenuErrors.MENU_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/menu/create',
    {
      config: { permission: 'system:menu:create' },
      schema: { tags, summary: '创建菜单', body: MenuCreate, response: { 200: OkId } },
    },
    async (request) => success(await menus.createMenu(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/menu/update',
    {
      config: { permission: 'system:menu:update' },
      schema: { tags, summary: '修改菜单', body: MenuUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await menus.updateMenu(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/menu/delete',
    {
      config: { permission: 'system:menu:delete' },
      schema: { tags, summary: '删除菜单', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await menus.deleteMenu(request.db, request.query.id) });
      return success(true);
    },
  );
  done();
};

export default routes;
