/**
 * The diagram as our engine runs it (engine-run.ts): each node's kind, its outgoing flows (default last, as
 * bpmn-elements evaluates them), its timers and the boundary timers on it. Built once per deployed definition from
 * bpmn-moddle's reading. A diagram with anything outside this set (sub-processes, message/signal/error events,
 * event-based and complex gateways, manual/receive tasks, loops on other than user tasks, several processes) compiles
 * to null: its instances run on bpmn-elements as before.
 */

export type NodeKind = 'start' | 'end' | 'terminate' | 'pass' | 'userTask' | 'timerCatch' | 'boundary' | 'exclusive' | 'parallel' | 'inclusive';

export interface TimerSpec {
  kind: 'timeDuration' | 'timeDate' | 'timeCycle';
  /** ISO 8601 text, or `${…}` resolving to it. */
  body: string;
}

export interface FlowEdge {
  id: string;
  target: string;
  /** The `${…}` condition; none: always taken (unless it is the default). */
  condition?: string;
  isDefault: boolean;
}

export interface GraphNode {
  id: string;
  /** The BPMN type (`bpmn:UserTask`), for the activity history. */
  type: string;
  kind: NodeKind;
  /** Outgoing flows in document order, the default flow last. */
  outgoing: FlowEdge[];
  /** Ids of the incoming flows: a parallel gateway with several joins them. */
  incoming: string[];
  /** A timer start, catch or boundary event's timers (the earliest due counts). */
  timers: TimerSpec[];
  /** Boundary events: whether firing ends the activity they sit on. */
  interrupting: boolean;
  /** Boundary timer events sitting on this activity. */
  boundaries: string[];
}

export interface FlowGraph {
  nodes: ReadonlyMap<string, GraphNode>;
  starts: string[];
  /** For each inclusive join: the nodes from which a token can still reach it (without passing it). */
  upstream: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A bpmn-moddle element, as far as the graph reads it. */
interface Element {
  $type: string;
  id?: string;
  name?: string;
  cancelActivity?: boolean;
  default?: Element;
  sourceRef?: Element;
  targetRef?: Element;
  attachedToRef?: Element;
  loopCharacteristics?: Element;
  conditionExpression?: { body?: string };
  eventDefinitions?: Array<Element & { timeDuration?: { body?: string }; timeDate?: { body?: string }; timeCycle?: { body?: string } }>;
  flowElements?: Element[];
}

const SIMPLE: Record<string, NodeKind> = {
  'bpmn:UserTask': 'userTask',
  'bpmn:Task': 'pass',
  'bpmn:IntermediateThrowEvent': 'pass',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
};
/** Elements that hold data, not flow: nothing to run. */
const IGNORED = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

/** The timers of a single timer event definition; null for any other (or several) definitions. */
function timersOf(element: Element): TimerSpec[] | null {
  const definitions = element.eventDefinitions ?? [];
  if (definitions.length !== 1 || definitions[0]!.$type !== 'bpmn:TimerEventDefinition') return null;
  const definition = definitions[0]!;
  const timers: TimerSpec[] = [];
  for (const kind of ['timeDuration', 'timeDate', 'timeCycle'] as const) {
    const body = definition[kind]?.body?.trim();
    if (body) timers.push({ kind, body });
  }
  return timers;
}

/** The node's kind and timers, or null when our engine does not run it. */
function kindOf(element: Element): { kind: NodeKind; timers: TimerSpec[] } | null {
  const definitions = element.eventDefinitions ?? [];
  // A loop on anything but a user task (whose markers the task service handles) is bpmn-elements'.
  if (element.loopCharacteristics && element.$type !== 'bpmn:UserTask') return null;
  const simple = SIMPLE[element.$type];
  if (simple) return simple === 'pass' && definitions.length ? null : { kind: simple, timers: [] };
  switch (element.$type) {
    case 'bpmn:StartEvent': {
      if (!definitions.length) return { kind: 'start', timers: [] };
      const timers = timersOf(element);
      return timers ? { kind: 'start', timers } : null;
    }
    case 'bpmn:EndEvent':
      if (!definitions.length) return { kind: 'end', timers: [] };
      return definitions.length === 1 && definitions[0]!.$type === 'bpmn:TerminateEventDefinition' ? { kind: 'terminate', timers: [] } : null;
    case 'bpmn:IntermediateCatchEvent':
    case 'bpmn:BoundaryEvent': {
      const timers = timersOf(element);
      return timers ? { kind: element.$type === 'bpmn:BoundaryEvent' ? 'boundary' : 'timerCatch', timers } : null;
    }
    default:
      return null;
  }
}

/** The nodes from which `target` can be reached along flows and boundary events, without passing through it. */
function upstreamOf(target: string, nodes: ReadonlyMap<string, GraphNode>): Set<string> {
  const before = new Map<string, string[]>();
  const link = (from: string, to: string) => before.set(to, [...(before.get(to) ?? []), from]);
  for (const node of nodes.values()) {
    for (const flow of node.outgoing) link(node.id, flow.target);
    for (const boundary of node.boundaries) link(node.id, boundary);
  }
  const seen = new Set<string>();
  const pending = [...(before.get(target) ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === target || seen.has(id)) continue;
    seen.add(id);
    pending.push(...(before.get(id) ?? []));
  }
  return seen;
}

/** The graph of the diagram's only process, or null when bpmn-elements must run it (see the file's comment). */
export function compileGraph(processes: Element[]): FlowGraph | null {
  if (processes.length !== 1) return null;
  const nodes = new Map<string, GraphNode>();
  const flows: Element[] = [];
  const attached: Element[] = [];
  for (const element of processes[0]!.flowElements ?? []) {
    if (IGNORED.has(element.$type)) continue;
    if (element.$type === 'bpmn:SequenceFlow') {
      flows.push(element);
      continue;
    }
    const known = element.id ? kindOf(element) : null;
    if (!known) return null;
    nodes.set(element.id!, { id: element.id!, type: element.$type, kind: known.kind, outgoing: [], incoming: [], timers: known.timers, interrupting: element.cancelActivity !== false, boundaries: [] });
    if (known.kind === 'boundary') attached.push(element);
  }
  for (const boundary of attached) {
    const host = nodes.get(boundary.attachedToRef?.id ?? '');
    if (host?.kind !== 'userTask') return null;
    host.boundaries.push(boundary.id!);
  }
  const defaults = new Set<string>();
  for (const element of processes[0]!.flowElements ?? []) if (element.default?.id) defaults.add(element.default.id);
  for (const flow of flows) {
    const source = nodes.get(flow.sourceRef?.id ?? '');
    const target = nodes.get(flow.targetRef?.id ?? '');
    if (!source || !target || !flow.id) return null;
    const condition = flow.conditionExpression?.body?.trim();
    source.outgoing.push({ id: flow.id, target: target.id, ...(condition ? { condition } : {}), isDefault: defaults.has(flow.id) });
    target.incoming.push(flow.id);
  }
  for (const node of nodes.values()) node.outgoing.sort((a, b) => Number(a.isDefault) - Number(b.isDefault));
  const starts = [...nodes.values()].filter((n) => n.kind === 'start').map((n) => n.id);
  if (!starts.length) return null;
  const upstream = new Map<string, Set<string>>();
  for (const node of nodes.values()) if (node.kind === 'inclusive' && node.incoming.length > 1) upstream.set(node.id, upstreamOf(node.id, nodes));
  return { nodes, starts, upstream };
}
