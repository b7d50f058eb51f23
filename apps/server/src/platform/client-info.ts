import type { FastifyRequest } from 'fastify';

export const clientIp = (request: FastifyRequest): string => request.ip ?? '';
export const userAgent = (request: FastifyRequest, max = 512): string =>
  String(request.headers['user-agent'] ?? '').slice(0, max);
