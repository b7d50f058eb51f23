import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { MerchantIdQuery, PayAppCreate, PayAppFilter, PayAppListQuery, PayAppPageQuery, PayAppRow, PayAppSimple, PayAppStatusUpdate, PayAppUpdate } from '@console/contracts/pay/app';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as apps from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** 应用信息: /pay/app/* (reference pay-bpm §1.8). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 支付应用信息'];
  app.get(
    '/pay/app/page',
    { config: { permission: 'pay:app:query' }, schema: { tags, summary: '获得支付应用信息分页', querystring: PayAppPageQuery, response: { 200: Envelope(PageResult(PayAppRow)) } } },
    async (request) => success(await apps.pageApps(request.db, request.query)),
  );
  app.get(
    '/pay/app/get',
    { config: { permission: 'pay:app:query' }, schema: { tags, summary: '获得支付应用信息', querystring: IdQuery, response: { 200: Envelope(PayAppRow) } } },
    async (request) => success(await apps.getAppDetail(request.db, request.query.id)),
  );
  app.get(
    '/pay/app/list',
    { config: { permission: 'pay:app:query' }, schema: { tags, summary: '获得支付应用信息列表', querystring: PayAppListQuery, response: { 200: Envelope(Type.Array(PayAppRow)) } } },
    async (request) => success(await apps.listApps(request.db, request.query.ids)),
  );
  app.get(
    '/pay/app/list-merchant-id',
    { config: { permission: 'pay:merchant:query' }, schema: { tags, summary: '根据商户编号获得支付应用列表', querystring: MerchantIdQuery, response: { 200: Envelope(Type.Array(PayAppSimple)) } } },
    async (request) => success(await apps.listAppsOfMerchant(request.db, request.query.merchantId)),
  );
  app.post(
    '/pay/app/create',
    { config: { permission: 'pay:app:create' }, schema: { tags, summary: '创建支付应用信息', body: PayAppCreate, response: { 200: OkId } } },
    async (request) => success(await apps.createApp(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/pay/app/update',
    { config: { permission: 'pay:app:update' }, schema: { tags, summary: '更新支付应用信息', body: PayAppUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await apps.updateApp(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.put(
    '/pay/app/update-status',
    { config: { permission: 'pay:app:update' }, schema: { tags, summary: '更新支付应用状态', body: PayAppStatusUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await apps.updateAppStatus(request.db, requireUser(request), request.body.id, request.body.status));
      return success(true);
    },
  );
  app.delete(
    '/pay/app/delete',
    { config: { permission: 'pay:app:delete' }, schema: { tags, summary: '删除支付应用信息', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await apps.deleteApp(request.db, request.query.id) });
      return success(true);
    },
  );
  app.get(
    '/pay/app/export-excel',
    { config: { permission: 'pay:app:export', ...EXPORT }, schema: { tags, summary: '导出支付应用信息 Excel', querystring: PayAppFilter } },
    async (request, reply) => {
      const base = apps.appQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '支付应用信息.xlsx',
        '数据',
        [
          { header: '应用编号', value: (r) => r.id, width: 10 },
          { header: '应用名', value: (r) => r.name, width: 20 },
          { header: '开启状态', value: (r) => status(r.status), width: 10 },
          { header: '商户名称', value: (r) => r.payMerchant?.name ?? '', width: 24 },
          { header: '支付结果的回调地址', value: (r) => r.payNotifyUrl, width: 36 },
          { header: '退款结果的回调地址', value: (r) => r.refundNotifyUrl, width: 36 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        // Each batch with its merchants' names (a join would make the filters' column names ambiguous).
        batchesById(async (afterId, limit) =>
          apps.withMerchants(request.db, await base.select(apps.APP_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        ),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
