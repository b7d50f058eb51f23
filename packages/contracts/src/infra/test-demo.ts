import { Type } from 'typebox';
import type { ErrorCode } from '../error-codes';
import { Body, DateRange, Id, Int16, Nullable, Paging, Text } from '../schema';

/** 代码生成示例 (infra_test_demo), written by 代码生成. */
export const TestDemoRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  type: Type.Integer(),
  category: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const TestDemoFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 100 })),
  status: Type.Optional(Int16()),
  type: Type.Optional(Int16()),
  category: Type.Optional(Int16()),
  remark: Type.Optional(Text({ maxLength: 500 })),
  createTime: Type.Optional(DateRange),
});
export const TestDemoPageQuery = Type.Object({ ...Paging, ...TestDemoFilter.properties });

const testDemoFields = {
  name: Text({ minLength: 1, maxLength: 100, description: '名字' }),
  status: Int16({ description: '状态' }),
  type: Int16({ description: '类型' }),
  category: Int16({ description: '分类' }),
  remark: Type.Optional(Nullable(Text({ maxLength: 500, description: '备注' }))),
};
export const TestDemoCreate = Body(testDemoFields);
export const TestDemoUpdate = Body({ id: Id(), ...testDemoFields });

export const TestDemoErrors = {
  TEST_DEMO_NOT_EXISTS: { code: 1099001000, msg: '代码生成示例不存在' },
} as const satisfies Record<string, ErrorCode>;
