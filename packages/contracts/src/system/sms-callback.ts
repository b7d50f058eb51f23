import { Type } from 'typebox';

/**
 * Delivery receipts as the providers push them (their documented shapes; fields we do not read are let through).
 * Alibaba Cloud: SmsReport, a JSON array of { phone_number, send_time, report_time, success, err_code, err_msg,
 * sms_size, biz_id, out_id }.
 */
export const AliyunSmsReports = Type.Array(
  Type.Object(
    {
      biz_id: Type.String({ minLength: 1, maxLength: 255 }),
      success: Type.Boolean(),
      err_code: Type.Optional(Type.String({ maxLength: 63 })),
      err_msg: Type.Optional(Type.String({ maxLength: 255 })),
      report_time: Type.Optional(Type.String({ maxLength: 30 })),
    },
    { additionalProperties: true },
  ),
  { maxItems: 1000 },
);

/** Tencent Cloud: a JSON array of { user_receive_time, nationcode, mobile, report_status, errmsg, description, sid }. */
export const TencentSmsReports = Type.Array(
  Type.Object(
    {
      sid: Type.String({ minLength: 1, maxLength: 255 }),
      report_status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
      errmsg: Type.Optional(Type.String({ maxLength: 63 })),
      description: Type.Optional(Type.String({ maxLength: 255 })),
      user_receive_time: Type.Optional(Type.String({ maxLength: 30 })),
    },
    { additionalProperties: true },
  ),
  { maxItems: 1000 },
);
