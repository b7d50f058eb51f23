import { Type } from 'typebox';
import { Body, Id, Nullable, Paging, Status, Text } from '../schema';

/**
 * A process form (bpm_form) in the original designer's format, so forms made in either UI open in the other: `conf`
 * is the form's settings as a JSON text, `fields` one JSON text per field (`__config__` with tag, label, required…,
 * and `__vModel__`, the variable name).
 */
export const FormRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  conf: Type.String(),
  fields: Type.Array(Type.String()),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});
export const FormListRow = Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer(), remark: Nullable(Type.String()), createTime: Type.Integer() });

export const FormPageQuery = Type.Object({ ...Paging, name: Type.Optional(Text({ maxLength: 64 })) });

const formFields = {
  name: Text({ minLength: 1, maxLength: 64, description: '表单名' }),
  status: Status,
  conf: Text({ minLength: 2, maxLength: 4000, description: '表单的配置（JSON 字符串）' }),
  fields: Type.Array(Text({ minLength: 2, maxLength: 8000 }), { maxItems: 100, description: '表单项的数组，每项一个 JSON 字符串' }),
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
};
export const FormCreate = Body(formFields);
export const FormUpdate = Body({ id: Id(), ...formFields });
export const FormSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
