import { Type } from 'typebox';
import { Body, Id, Nullable, Paging, Status, Text } from '../schema';

/** system_notice_type: 1 通知, 2 公告. */
export const NoticeType = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '公告类型，见 system_notice_type 字典：1 通知，2 公告' });

export const NoticeRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  content: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
  /** 创建者: the creator's nickname, under the name the original's column reads; null when the user is gone. */
  createBy: Nullable(Type.String()),
});

export const NoticeFilter = Type.Object({
  title: Type.Optional(Text({ maxLength: 50 })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  status: Type.Optional(Status),
  /** 操作人员, as the original's search form sends it: part of the creator's nickname or user name. */
  createBy: Type.Optional(Text({ maxLength: 30 })),
});
export const NoticePageQuery = Type.Object({ ...Paging, ...NoticeFilter.properties });

const noticeFields = {
  title: Text({ minLength: 1, maxLength: 50, description: '公告标题' }),
  type: NoticeType,
  status: Status,
  /** Rich text (HTML), sanitised on the server. Up to 1 MB, so pasted images fit. */
  content: Type.Optional(Text({ maxLength: 1_000_000, description: '公告内容（HTML）' })),
};
export const NoticeCreate = Body(noticeFields);
export const NoticeUpdate = Body({ id: Id(), ...noticeFields });
