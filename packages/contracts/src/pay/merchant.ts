import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Status, Text } from '../schema';

/** A payment merchant (pay_merchant): `no` is made by the server (M + yyyyMMddHHmmssSSS). */
export const MerchantRow = Type.Object({
  id: Type.Integer(),
  no: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const MerchantFilter = Type.Object({
  no: Type.Optional(Text({ maxLength: 32 })),
  name: Type.Optional(Text({ maxLength: 64 })),
  shortName: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Status),
  remark: Type.Optional(Text({ maxLength: 255 })),
  createTime: Type.Optional(DateRange),
});
export const MerchantPageQuery = Type.Object({ ...Paging, ...MerchantFilter.properties });

const merchantFields = {
  name: Text({ minLength: 1, maxLength: 64, description: '商户全称' }),
  shortName: Text({ minLength: 1, maxLength: 64, description: '商户简称' }),
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
};
export const MerchantCreate = Body(merchantFields);
export const MerchantUpdate = Body({ id: Id(), ...merchantFields });
export const MerchantStatusUpdate = Body({ id: Id(), status: Status });

export const MerchantSimple = Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String(), status: Type.Integer() });
export const MerchantNameQuery = Type.Object({ name: Type.Optional(Text({ maxLength: 64 })) });
