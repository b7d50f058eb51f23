import { Type } from 'typebox';

/**
 * 地区 (regions): /system/area/*. The tree is China's administrative divisions, GB/T 2260 codes as ids, three
 * levels deep (province → city → district); a leaf has no `children`.
 */
const District = Type.Object({ id: Type.Integer(), name: Type.String() });
const City = Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Optional(Type.Array(District)) });
export const AreaNode = Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Optional(Type.Array(City)) });

/** One address per call; its form is checked by the service (IPv4 or IPv6). */
export const AreaByIpQuery = Type.Object({
  ip: Type.String({ minLength: 1, maxLength: 45, description: 'IP 地址（IPv4 或 IPv6）' }),
});
