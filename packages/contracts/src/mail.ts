/** Mail values both sides use (plain code: the web app imports it). */

/** system_mail_send_status */
export const MailSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

/** Recipients of one send, to + cc + bcc together: a test dialog is not a mailing list. */
export const MAIL_MAX_RECIPIENTS = 20;
/** A template's content (HTML), as the reference's varchar(10240). */
export const MAIL_CONTENT_MAX = 10240;
/** A template's parameters (their `{name}` placeholders). */
export const MAIL_MAX_PARAMS = 30;
