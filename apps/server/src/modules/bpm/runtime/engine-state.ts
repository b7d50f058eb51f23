/**
 * What our engine saves after a step (`bpm_process_instance.engine_state`): a small versioned JSON of its own,
 * `{"v":1,…}`, told apart from bpmn-elements' saved states (`{"name":…,"definitions":[…]}`, or bpmn-engine's with
 * `engineVersion`) by its first key, so instances saved by either engine go on in the engine that started them.
 */

/** A token waiting somewhere: in a user task, at a timer, or at a join for the other branches. */
export interface Token {
  /** The node's execution id (task rows and the activity history name it). */
  id: string;
  /** The node it waits in. */
  at: string;
  /** A timer start or catch event: when it fires (epoch ms). */
  due?: number;
  /** A join: the flow it came by. */
  via?: string;
  /** A user task: its boundary timers, when each fires, and a cycle's repeats left (-1: for ever). */
  timers?: Array<{ id: string; due: number; repeat?: number }>;
}

export interface OwnState {
  v: 1;
  /** The last number given to an execution id of this instance. */
  n: number;
  /** The variables the instance started with (conditions and timer texts read them). */
  vars: Record<string, unknown>;
  tokens: Token[];
}

const OWN_PREFIX = '{"v":';

/** Whether a saved state is ours (else bpmn-elements' or bpmn-engine's). */
export const isOwnState = (state: string): boolean => state.startsWith(OWN_PREFIX);

export function parseOwnState(state: string): OwnState {
  const parsed = JSON.parse(state) as OwnState;
  if (parsed.v !== 1 || !Array.isArray(parsed.tokens)) throw new Error(`unknown engine state version ${String(parsed.v)}`);
  return parsed;
}

/** `v` first: isOwnState reads it. */
export const serializeOwnState = (state: OwnState): string => JSON.stringify({ v: state.v, n: state.n, vars: state.vars, tokens: state.tokens });
