import { Type } from 'typebox';
import { NOTIFY_UNREAD_LIST_DEFAULT, NOTIFY_UNREAD_LIST_MAX } from '../notify';
import { DateRange, Id, IdListParam, Nullable, Paging, Text } from '../schema';

/** A message as the Vue 3 UI's NotifyMessageVO has it; `templateContent` is the rendered text (show it as text). */
export const NotifyMessageRow = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateNickname: Type.String(),
  templateContent: Type.String(),
  /** system_notify_template_type */
  templateType: Type.Integer(),
  templateParams: Type.Record(Type.String(), Type.Unknown()),
  readStatus: Type.Boolean(),
  readTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
});

/** my-page: the signed-in user's own messages. */
export const NotifyMessageMyFilter = Type.Object({
  readStatus: Type.Optional(Type.Boolean()),
  createTime: Type.Optional(DateRange),
});
export const NotifyMessageMyPageQuery = Type.Object({ ...Paging, ...NotifyMessageMyFilter.properties });

/** page: every message of the tenant (system:notify-message:query). */
export const NotifyMessageFilter = Type.Object({
  userId: Type.Optional(Id('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  templateCode: Type.Optional(Text({ maxLength: 64 })),
  templateType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  createTime: Type.Optional(DateRange),
});
export const NotifyMessagePageQuery = Type.Object({ ...Paging, ...NotifyMessageFilter.properties });

/** update-read?ids=1,2 (or ids=1&ids=2, as the Vue 3 UI sends them). */
export const NotifyMessageReadQuery = Type.Object({ ids: IdListParam });

export const NotifyMessageUnreadListQuery = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFY_UNREAD_LIST_MAX, default: NOTIFY_UNREAD_LIST_DEFAULT, description: `条数，至多 ${NOTIFY_UNREAD_LIST_MAX}` })),
});
