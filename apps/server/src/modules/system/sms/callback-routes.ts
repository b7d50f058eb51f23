import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AliyunSmsReports, TencentSmsReports } from '@console/contracts/system/sms-callback';
import { success } from '../../../platform/envelope';
import { OkTrue } from '../../../platform/schemas';
import { recordReceipts } from './receipts';

/**
 * Delivery receipts (the channel's callback URL points here): /system/sms/callback/aliyun|tencent, public and
 * tenant-free as the original's. Both providers take the envelope `{code: 0}` as "received". A receipt only sets the
 * receive status of the row whose provider serial number it names, once.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 短信回调'];

  app.post(
    '/system/sms/callback/aliyun',
    { config: { public: true }, schema: { tags, summary: '阿里云短信的回调', body: AliyunSmsReports, response: { 200: OkTrue } } },
    async (request) => {
      await recordReceipts(
        app.db,
        'ALIYUN',
        request.body.map((report) => ({ serialNo: report.biz_id, success: report.success, code: report.err_code ?? '', msg: report.err_msg ?? '', time: report.report_time })),
      );
      return success(true);
    },
  );

  app.post(
    '/system/sms/callback/tencent',
    { config: { public: true }, schema: { tags, summary: '腾讯云短信的回调', body: TencentSmsReports, response: { 200: OkTrue } } },
    async (request) => {
      await recordReceipts(
        app.db,
        'TENCENT',
        request.body.map((report) => ({
          serialNo: report.sid,
          success: report.report_status === 'SUCCESS',
          code: report.errmsg ?? report.report_status,
          msg: report.description ?? '',
          time: report.user_receive_time,
        })),
      );
      return success(true);
    },
  );
  done();
};

export default routes;
