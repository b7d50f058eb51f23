import type { FastifyInstance } from 'fastify';
import type { BpmEnv } from './messages';

/** The workflow's surroundings from the app's configuration. */
export const bpmEnv = (app: FastifyInstance): BpmEnv => ({
  smsEndpoints: app.config.smsEndpoints,
  consoleOrigin: app.config.consoleOrigin,
  log: app.log,
  engines: app.bpmEngines,
});
