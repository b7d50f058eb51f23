import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Status, Text } from '../schema';

/** 敏感词 (system_sensitive_word, devtools reference §7). */
export const SensitiveWordRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tags: Type.Array(Type.String()),
  status: Type.Integer(),
  description: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const SensitiveWordFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 255 })),
  /** Matches any tag containing it (the reference's LIKE on its comma-joined tags). */
  tag: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const SensitiveWordPageQuery = Type.Object({ ...Paging, ...SensitiveWordFilter.properties });

/** A tag as stored: trimmed by the server, 1–64 characters. */
const Tag = Text({ minLength: 1, maxLength: 64 });
export const MAX_TAGS = 32;

const sensitiveWordFields = {
  name: Text({ minLength: 1, maxLength: 255, description: '敏感词' }),
  tags: Type.Array(Tag, { maxItems: MAX_TAGS, description: '标签' }),
  status: Status,
  description: Type.Optional(Nullable(Text({ maxLength: 512, description: '描述' }))),
};
export const SensitiveWordCreate = Body(sensitiveWordFields);
export const SensitiveWordUpdate = Body({ id: Id(), ...sensitiveWordFields });

/** Tags to check against: none means every enabled word. Unknown tags are ignored. */
const CheckTags = Type.Array(Tag, { maxItems: MAX_TAGS, description: '标签' });

/**
 * GET /validate-text as the pinned UI sends it (`?text=…&tags=a&tags=b`). The URL itself is bounded by the
 * server's header limit (128 KiB); longer texts go in the POST body.
 */
export const ValidateTextQuery = Type.Object({
  text: Text({ maxLength: 100_000, description: '文本' }),
  tags: Type.Optional(CheckTags),
});

/** The longest text POST /validate-text takes: 1,000,000 characters (a scan of it takes tens of milliseconds). */
export const MAX_VALIDATE_TEXT_LENGTH = 1_000_000;
export const ValidateTextBody = Body({
  text: Text({ maxLength: MAX_VALIDATE_TEXT_LENGTH, description: '文本' }),
  tags: Type.Optional(CheckTags),
});

/** The enabled words found in the text: each once, in the order of its first occurrence. */
export const ValidateTextResult = Type.Array(Type.String());
