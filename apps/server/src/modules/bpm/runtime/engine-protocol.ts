import type { StepOutcome } from './engine';

/** A deployed definition as the engine thread needs it: its diagram once, then its id only (see EngineHost). */
export interface DefinitionRef {
  id: number;
  /** Sent the first time a thread is asked to run the definition. */
  bpmnXml?: string;
}

/** What the workflow asks of its engine thread: one step of one instance, to forget an instance, or how many it keeps. */
export type EngineAsk =
  | { op: 'start'; definition: DefinitionRef; name: string; variables: Record<string, unknown> }
  | { op: 'complete'; definition: DefinitionRef; name: string; state: string; executionId: string }
  | { op: 'resume'; definition: DefinitionRef; name: string; state: string }
  | { op: 'forget'; name: string }
  | { op: 'kept' };

/**
 * An ask as sent, with the id its answer carries back. `now`: the asking thread's clock, which the step runs by
 * (timers fall due by it, the history is stamped with it).
 */
export type EngineRequest = EngineAsk & { id: number; now?: number };

/** The answer to a request: the step's outcome (or the number of kept engines), or why it failed. */
export type EngineAnswer =
  | { id: number; outcome: StepOutcome | null; kept?: number }
  | { id: number; failure: { code?: number; message: string; missing?: boolean } };
