import { resolveExpression } from './expression';
import type { FlowEdge, FlowGraph, GraphNode } from './engine-graph';
import type { Token } from './engine-state';

/**
 * Which flows leave a node, as bpmn-elements decides it: a parallel gateway takes them all; an exclusive gateway the
 * first whose condition holds (a flow without one holds), else its default; anything else (an inclusive gateway, a
 * task with conditional flows) every flow whose condition holds, else its default. None at all fails the step.
 */
export function flowsOut(node: GraphNode, variables: Record<string, unknown>): FlowEdge[] {
  if (node.kind === 'parallel' || node.outgoing.length === 0) return node.outgoing;
  const taken: FlowEdge[] = [];
  for (const flow of node.outgoing) {
    if (flow.isDefault) {
      if (!taken.length) taken.push(flow);
      break;
    }
    if (flow.condition === undefined || resolveExpression(flow.condition, variables)) {
      taken.push(flow);
      if (node.kind === 'exclusive') break;
    }
  }
  if (!taken.length) throw new Error(`<${node.id}> no conditional flow taken`);
  return taken;
}

/** Whether a gateway waits for other branches before it goes on (one with several incoming flows). */
export const isJoin = (node: GraphNode): boolean => (node.kind === 'parallel' || node.kind === 'inclusive') && node.incoming.length > 1;

/**
 * The tokens a join goes on with, or null while it waits: a parallel join needs one token from each incoming flow;
 * an inclusive join goes on once no token elsewhere (nor one still on its way, `moving`) can reach it.
 */
export function joinReady(graph: FlowGraph, node: GraphNode, tokens: readonly Token[], moving: readonly string[]): Token[] | null {
  const parked = tokens.filter((t) => t.at === node.id);
  if (!parked.length) return null;
  if (node.kind === 'parallel') {
    const one: Token[] = [];
    for (const flow of node.incoming) {
      const token = parked.find((t) => t.via === flow);
      if (!token) return null;
      one.push(token);
    }
    return one;
  }
  const upstream = graph.upstream.get(node.id)!;
  if (tokens.some((t) => t.at !== node.id && upstream.has(t.at)) || moving.some((id) => upstream.has(id))) return null;
  return parked;
}
