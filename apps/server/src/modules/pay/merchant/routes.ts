import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { MerchantCreate, MerchantFilter, MerchantNameQuery, MerchantPageQuery, MerchantRow, MerchantSimple, MerchantStatusUpdate, MerchantUpdate } from '@console/contracts/pay/merchant';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, IdsQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as merchants from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** 商户信息: /pay/merchant/* (reference pay-bpm §1.8). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 支付商户信息'];
  app.get(
    '/pay/merchant/page',
    { config: { permission: 'pay:merchant:query' }, schema: { tags, summary: '获得支付商户信息分页', querystring: MerchantPageQuery, response: { 200: Envelope(PageResult(MerchantRow)) } } },
    async (request) => success(await merchants.pageMerchants(request.db, request.query)),
  );
  app.get(
    '/pay/merchant/get',
    { config: { permission: 'pay:merchant:query' }, schema: { tags, summary: '获得支付商户信息', querystring: IdQuery, response: { 200: Envelope(MerchantRow) } } },
    async (request) => success(await merchants.getMerchant(request.db, request.query.id)),
  );
  app.get(
    '/pay/merchant/list-by-name',
    { config: { permission: 'pay:merchant:query' }, schema: { tags, summary: '根据商户名称获得支付商户信息列表', querystring: MerchantNameQuery, response: { 200: Envelope(Type.Array(MerchantSimple)) } } },
    async (request) => success(await merchants.listMerchantsByName(request.db, request.query.name)),
  );
  app.get(
    '/pay/merchant/list',
    { config: { permission: 'pay:merchant:query' }, schema: { tags, summary: '获得支付商户信息列表', querystring: IdsQuery, response: { 200: Envelope(Type.Array(MerchantRow)) } } },
    async (request) => success(await merchants.listMerchants(request.db, request.query.ids)),
  );
  app.post(
    '/pay/merchant/create',
    { config: { permission: 'pay:merchant:create' }, schema: { tags, summary: '创建支付商户信息', body: MerchantCreate, response: { 200: OkId } } },
    async (request) => success(await merchants.createMerchant(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/pay/merchant/update',
    { config: { permission: 'pay:merchant:update' }, schema: { tags, summary: '更新支付商户信息', body: MerchantUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await merchants.updateMerchant(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.put(
    '/pay/merchant/update-status',
    { config: { permission: 'pay:merchant:update' }, schema: { tags, summary: '修改支付商户状态', body: MerchantStatusUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await merchants.updateMerchantStatus(request.db, requireUser(request), request.body.id, request.body.status));
      return success(true);
    },
  );
  app.delete(
    '/pay/merchant/delete',
    { config: { permission: 'pay:merchant:delete' }, schema: { tags, summary: '删除支付商户信息', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await merchants.deleteMerchant(request.db, request.query.id) });
      return success(true);
    },
  );
  app.get(
    '/pay/merchant/export-excel',
    { config: { permission: 'pay:merchant:export', ...EXPORT }, schema: { tags, summary: '导出支付商户信息 Excel', querystring: MerchantFilter } },
    async (request, reply) => {
      const base = merchants.merchantQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '支付商户信息.xlsx',
        '数据',
        [
          { header: '商户编号', value: (r) => r.id, width: 10 },
          { header: '商户号', value: (r) => r.no, width: 22 },
          { header: '商户全称', value: (r) => r.name, width: 24 },
          { header: '商户简称', value: (r) => r.shortName, width: 16 },
          { header: '开启状态', value: (r) => status(r.status), width: 10 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(merchants.MERCHANT_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
