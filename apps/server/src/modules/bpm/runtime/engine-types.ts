import type { FlowGraph } from './engine-graph';

/** What a step of either engine hands back, and what bounds it: the contract service.ts and the engine thread rely on. */

export interface ActivityEvent {
  executionId: string;
  key: string;
  type: string;
  /** start: the node began (or a flow was taken); end: it left. */
  event: 'start' | 'end';
  time: Date;
}

/**
 * How much one step may do before it is stopped: nodes begun, and time. A loop that passes no wait state is refused
 * at deployment; this bounds whatever still runs on without waiting (a long chain, a standard loop), so a step fails
 * with its own error instead of going round until the engine's stack overflows, seconds later.
 */
export interface StepLimits {
  maxActivities: number;
  maxMs: number;
}

export const DEFAULT_STEP_LIMITS: StepLimits = { maxActivities: 200, maxMs: 5000 };

export interface StepOutcome {
  /** The state to save; null when the process has ended. */
  state: string | null;
  /** The user tasks waiting after the step, by the engine's execution id. */
  waiting: Array<{ executionId: string; key: string }>;
  activities: ActivityEvent[];
  /** When the earliest armed timer is due; null when none is. */
  timerDueTime: Date | null;
}

export type MultiInstance = 'none' | 'parallel' | 'sequential';

export interface CompiledProcess {
  /** The serialised moddle context bpmn-elements runs (made on first use: only bpmn-elements' instances need it). */
  elementsSource: () => Promise<unknown>;
  userTasks: ReadonlyMap<string, { name: string; multiInstance: MultiInstance }>;
  /** Element id → BPMN type, for the activity history. */
  types: ReadonlyMap<string, string>;
  /** The graph our engine runs new instances on; null: the diagram has elements only bpmn-elements runs. */
  graph: FlowGraph | null;
}
