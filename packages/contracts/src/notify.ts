/** 站内信 values both sides use (plain code: the web app imports it). */

/** system_notify_template_type (the original's NotifyTemplateTypeEnum). */
export const NotifyTemplateType = { NOTIFICATION: 1, SYSTEM: 2 } as const;

/** A template's content, as the original's varchar(1024). */
export const NOTIFY_CONTENT_MAX = 1024;
/** A template's `{name}` placeholders. */
export const NOTIFY_MAX_PARAMS = 20;
/** One parameter value, as text. */
export const NOTIFY_PARAM_VALUE_MAX = 255;
/** A message's rendered content (a template repeating a placeholder must not store without bound). */
export const NOTIFY_MESSAGE_CONTENT_MAX = 4096;
/** get-unread-list's `size`: the bell shows the latest few, never a whole inbox. */
export const NOTIFY_UNREAD_LIST_MAX = 50;
export const NOTIFY_UNREAD_LIST_DEFAULT = 10;
