import { BpmErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';
import type { ActivityEvent, StepLimits, StepOutcome } from './engine-types';
import type { FlowEdge, FlowGraph, GraphNode } from './engine-graph';
import { flowsOut, isJoin, joinReady } from './engine-gateways';
import { isOwnState, parseOwnState, serializeOwnState, type OwnState, type Token } from './engine-state';
import { timerDue } from './engine-timers';

/** Activity types as Flowable's history names them (`bpmn:UserTask` → `userTask`), which the reference UI reads. */
const flowableType = (type: string): string => {
  const bare = type.slice(type.indexOf(':') + 1);
  return bare.charAt(0).toLowerCase() + bare.slice(1);
};

/**
 * One step of an instance in our engine: tokens move along the compiled graph (engine-graph.ts) until each waits —
 * in a user task, at a timer, at a join — or ends. Synchronous and in memory: a step is the state read, one action
 * (start, complete a user task, fire the due timers) and the new state written. Timers are recorded, never armed:
 * the outcome says when the earliest falls due and the next step (the bpmTimerJob's resume, or any other) fires it.
 */
export class FlowRun {
  private readonly activities: ActivityEvent[] = [];
  /** Arrivals still to be run, in order: a node and the flow it came by. */
  private readonly queue: Array<{ node: GraphNode; via?: string }> = [];
  private readonly time: Date;
  private readonly startedAt = performance.now();
  private begun = 0;

  private constructor(
    private readonly graph: FlowGraph,
    private readonly state: OwnState,
    private readonly limits: StepLimits,
    private readonly now: number,
  ) {
    this.time = new Date(now);
  }

  /** A new instance with its variables, run until it first waits. */
  static start(graph: FlowGraph, variables: Record<string, unknown>, limits: StepLimits): FlowRun {
    const run = new FlowRun(graph, { v: 1, n: 0, vars: variables, tokens: [] }, limits, Date.now());
    for (const id of graph.starts) run.queue.push({ node: graph.nodes.get(id)! });
    run.drain();
    return run;
  }

  /** A saved instance: its due timers fire first (as bpmn-elements' recover and resume did). */
  static resume(graph: FlowGraph, saved: string, limits: StepLimits): FlowRun {
    if (!isOwnState(saved)) throw new Error('not a state of this engine');
    const run = new FlowRun(graph, parseOwnState(saved), limits, Date.now());
    run.fireDue();
    return run;
  }

  /** Completes the waiting user task `executionId`; the instance runs on until it waits again or ends. */
  complete(executionId: string): void {
    const token = this.state.tokens.find((t) => t.id === executionId && this.node(t.at).kind === 'userTask');
    if (!token) throw new Error(`no waiting task ${executionId}`);
    this.remove(token);
    this.leave(this.node(token.at), token.id);
    this.drain();
  }

  finish(): StepOutcome {
    const { tokens } = this.state;
    if (!tokens.length) return { state: null, waiting: [], activities: this.activities, timerDueTime: null };
    let due = Infinity;
    for (const token of tokens) {
      if (token.due !== undefined) due = Math.min(due, token.due);
      for (const timer of token.timers ?? []) due = Math.min(due, timer.due);
    }
    return {
      state: serializeOwnState(this.state),
      waiting: tokens.filter((t) => this.node(t.at).kind === 'userTask').map((t) => ({ executionId: t.id, key: t.at })),
      activities: this.activities,
      timerDueTime: due === Infinity ? null : new Date(due),
    };
  }

  private node(id: string): GraphNode {
    const node = this.graph.nodes.get(id);
    if (!node) throw new Error(`the diagram has no node ${id}`);
    return node;
  }

  private nextId(prefix: string): string {
    this.state.n += 1;
    return `${prefix}_${this.state.n.toString(36)}`;
  }

  private remove(token: Token): void {
    this.state.tokens.splice(this.state.tokens.indexOf(token), 1);
  }

  private record(executionId: string, key: string, type: string, event: 'start' | 'end'): void {
    this.activities.push({ executionId, key, type, event, time: this.time });
  }

  /** Counts a node begun against the step's limits (see StepLimits). */
  private spend(): void {
    this.begun += 1;
    const { maxActivities, maxMs } = this.limits;
    const over = this.begun > maxActivities ? `执行的节点超过 ${maxActivities} 个` : performance.now() - this.startedAt > maxMs ? `用时超过 ${maxMs} 毫秒` : undefined;
    if (over) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_STEP_LIMIT, over);
  }

  /** The node `executionId` ends: its end in the history, then the flows it takes. */
  private leave(node: GraphNode, executionId: string, flows: FlowEdge[] = flowsOut(node, this.state.vars)): void {
    this.record(executionId, node.id, flowableType(node.type), 'end');
    for (const flow of flows) {
      this.record(this.nextId(flow.id), flow.id, 'sequenceFlow', 'start');
      this.queue.push({ node: this.node(flow.target), via: flow.id });
    }
  }

  /** Runs the arrivals until every token waits; then the inclusive joins nothing more can reach go on. */
  private drain(): void {
    for (;;) {
      for (let arrival = this.queue.shift(); arrival; arrival = this.queue.shift()) this.arrive(arrival.node, arrival.via);
      const ready = this.readyInclusiveJoin();
      if (!ready) return;
      this.fireJoin(ready.node, ready.tokens);
    }
  }

  private readyInclusiveJoin(): { node: GraphNode; tokens: Token[] } | undefined {
    for (const token of this.state.tokens) {
      const node = this.node(token.at);
      if (node.kind !== 'inclusive') continue;
      const tokens = joinReady(this.graph, node, this.state.tokens, []);
      if (tokens) return { node, tokens };
    }
    return undefined;
  }

  private fireJoin(node: GraphNode, tokens: Token[]): void {
    for (const token of tokens) this.remove(token);
    this.leave(node, tokens[0]!.id);
  }

  private arrive(node: GraphNode, via: string | undefined): void {
    const { tokens } = this.state;
    if (isJoin(node)) {
      // One execution per join: the first arrival begins it, the others wait with it.
      const waiting = tokens.find((t) => t.at === node.id);
      const id = waiting?.id ?? this.nextId(node.id);
      if (!waiting) {
        this.spend();
        this.record(id, node.id, flowableType(node.type), 'start');
      }
      tokens.push({ id, at: node.id, ...(via ? { via } : {}) });
      if (node.kind === 'parallel') {
        const ready = joinReady(this.graph, node, tokens, []);
        if (ready) this.fireJoin(node, ready);
      }
      return;
    }
    this.spend();
    const id = this.nextId(node.id);
    this.record(id, node.id, flowableType(node.type), 'start');
    switch (node.kind) {
      case 'userTask': {
        const timers = node.boundaries.map((boundary) => ({ id: boundary, ...timerDue(this.node(boundary).timers, this.state.vars, this.now) }));
        tokens.push({ id, at: node.id, ...(timers.length ? { timers } : {}) });
        return;
      }
      case 'start':
      case 'timerCatch': {
        if (node.kind === 'start' && !node.timers.length) break;
        const { due } = timerDue(node.timers, this.state.vars, this.now);
        if (due > this.now) {
          tokens.push({ id, at: node.id, due });
          return;
        }
        break;
      }
      case 'end':
        this.record(id, node.id, flowableType(node.type), 'end');
        return;
      case 'terminate':
        this.record(id, node.id, flowableType(node.type), 'end');
        tokens.length = 0;
        this.queue.length = 0;
        return;
      default:
        break;
    }
    this.leave(node, id);
  }

  /** Lets every timer due by now fire, earliest first; what they start runs on as any step. */
  private fireDue(): void {
    for (;;) {
      let next: { token: Token; boundary?: number; due: number } | undefined;
      for (const token of this.state.tokens) {
        if (token.due !== undefined && token.due <= this.now && (!next || token.due < next.due)) next = { token, due: token.due };
        token.timers?.forEach((timer, i) => {
          if (timer.due <= this.now && (!next || timer.due < next.due)) next = { token, boundary: i, due: timer.due };
        });
      }
      if (!next) return;
      const { token, boundary } = next;
      if (boundary === undefined) {
        this.remove(token);
        this.leave(this.node(token.at), token.id);
      } else {
        this.fireBoundary(token, boundary);
      }
      this.drain();
    }
  }

  private fireBoundary(token: Token, index: number): void {
    const timer = token.timers![index]!;
    const boundary = this.node(timer.id);
    if (boundary.interrupting) {
      // The flow leaves the task: it ends, and the task service cancels its open task.
      this.remove(token);
      this.record(token.id, token.at, flowableType(this.node(token.at).type), 'end');
    } else if (timer.repeat !== undefined && (timer.repeat > 1 || timer.repeat === -1)) {
      const next = timerDue(boundary.timers, this.state.vars, this.now);
      token.timers![index] = { id: timer.id, due: next.due, repeat: timer.repeat === -1 ? -1 : timer.repeat - 1 };
    } else {
      token.timers!.splice(index, 1);
      if (!token.timers!.length) delete token.timers;
    }
    this.spend();
    const id = this.nextId(boundary.id);
    this.record(id, boundary.id, flowableType(boundary.type), 'start');
    this.leave(boundary, id);
  }
}
