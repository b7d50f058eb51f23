import type * as Elements from 'bpmn-elements';

/*
 * Apart from engine-bpmn-elements.ts so that holding the kept engines (every app and engine thread does) does not load
 * bpmn-elements: it loads when an instance needs it.
 */

/** What the definition tells of an element (bpmn-elements' event content). */
export interface EngineEvent {
  id: string;
  type: string;
  executionId: string;
  sequenceId?: string;
  error?: unknown;
}

/** A definition and what this process knows of it across steps: the timers it asked for, the user tasks it waits in. */
export interface LiveEngine {
  definition: Elements.Definition;
  /** The timers the definition asked for (recorded, never armed), with their delays. */
  armed: Map<object, number>;
  /** Waiting user tasks by execution id: kept by the definition's events, so a kept one still knows them. */
  waits: Map<string, string>;
  /** Where the definition's events go now: the step using it (engine-bpmn-elements.ts), none while it is kept. */
  onEvent?: (routingKey: string, content: EngineEvent) => void;
}

/**
 * Waiting engines kept between the steps of their instance in this process (one per app), so the next step skips
 * recovering from the saved state (a quarter of an approval's engine time). An engine is
 * taken out by the step that uses it and put back by finish(), so two steps never share one; and it is used only for
 * the exact state it saved: when the database holds another (another process moved the instance on, or the step that
 * saved it rolled back), the state is recovered as before. Engines with an armed timer are not kept: recovering is
 * what lets a due timer fire.
 */
export class LiveEngines {
  private readonly kept = new Map<string, { state: string; live: LiveEngine }>();

  /** A kept engine holds its own copy of the diagram's elements and queues: about 0.65 MB, hence the bound. */
  constructor(private readonly max = 64) {}

  take(name: string, state: string): LiveEngine | undefined {
    const kept = this.kept.get(name);
    if (!kept) return undefined;
    this.kept.delete(name);
    return kept.state === state ? kept.live : undefined;
  }

  keep(name: string, state: string, live: LiveEngine): void {
    live.onEvent = undefined;
    this.kept.delete(name);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(name, { state, live });
  }

  /** An instance that ended: its engine, if kept, is of no further use. */
  forget(name: string): void {
    this.kept.delete(name);
  }

  get size(): number {
    return this.kept.size;
  }
}
