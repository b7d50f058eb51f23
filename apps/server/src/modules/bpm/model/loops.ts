import type { BpmnElement } from './bpmn';

/**
 * Where the engine stops until someone or something acts: a step ends at these. (An event-based gateway is followed
 * by catch events, which wait; a boundary event is never entered by a flow.)
 */
const WAIT_STATES = new Set(['bpmn:UserTask', 'bpmn:ManualTask', 'bpmn:ReceiveTask', 'bpmn:IntermediateCatchEvent', 'bpmn:BoundaryEvent']);

/** A sub-process waits when something inside it does. */
const waits = (element: BpmnElement): boolean => WAIT_STATES.has(element.$type) || (element.flowElements ?? []).some(waits);

const label = (element: BpmnElement) => (element.name ? `${element.name}（${element.id}）` : (element.id ?? element.$type));

/** A cycle of the graph `next` describes, as its nodes from the first to the first again; null when there is none. */
function findCycle<T>(nodes: Iterable<T>, next: (node: T) => T[]): T[] | null {
  const onPath = new Set<T>();
  const done = new Set<T>();
  for (const root of nodes) {
    if (done.has(root)) continue;
    // Depth first without recursion: a diagram may be long.
    const path: T[] = [root];
    const pending: T[][] = [[...next(root)]];
    onPath.add(root);
    while (path.length) {
      const to = pending[pending.length - 1]!.pop();
      if (to === undefined) {
        const left = path.pop()!;
        pending.pop();
        onPath.delete(left);
        done.add(left);
      } else if (onPath.has(to)) {
        return [...path.slice(path.indexOf(to)), to];
      } else if (!done.has(to)) {
        path.push(to);
        pending.push([...next(to)]);
        onPath.add(to);
      }
    }
  }
  return null;
}

/**
 * A loop of sequence flows that passes no wait state, in the process or any sub-process, as its labels
 * (`a（id）→b（id）→a（id）`); null when every loop waits somewhere. Such a loop never ends a step: the engine
 * would go round it until its stack overflows (each start burnt seconds of the engine thread before failing).
 */
export function loopWithoutWait(process: BpmnElement): string | null {
  const containers = [process];
  for (let container = containers.pop(); container; container = containers.pop()) {
    const next = new Map<BpmnElement, BpmnElement[]>();
    for (const element of container.flowElements ?? []) {
      if (element.flowElements) containers.push(element);
      const { sourceRef: source, targetRef: target } = element;
      if (element.$type !== 'bpmn:SequenceFlow' || !source || !target || waits(source) || waits(target)) continue;
      next.set(source, [...(next.get(source) ?? []), target]);
    }
    const cycle = findCycle(next.keys(), (node) => next.get(node) ?? []);
    if (cycle) return cycle.map(label).join('→');
  }
  return null;
}
