import { BpmErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';

/** What deployment and the task rules read from a BPMN diagram: its process and the process's user tasks. */
export interface BpmnSummary {
  processId: string;
  processName: string;
  userTasks: Array<{ key: string; name: string }>;
  /** The process element, for the deployment's own checks. */
  process: BpmnElement;
  /** The parsed definitions, for the linter. */
  definitions: unknown;
}

/** A bpmn-moddle element, as far as the workflow reads it. */
export interface BpmnElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: BpmnElement[];
  rootElements?: BpmnElement[];
  sourceRef?: BpmnElement;
  targetRef?: BpmnElement;
  incoming?: BpmnElement[];
  outgoing?: BpmnElement[];
  /** moddle's accessor: a many-valued property's list, created empty when absent. */
  get?: (property: string) => unknown;
}

/** bpmn-moddle's reading of a document: the definitions and what else its reader hands to the engine's serializer. */
export interface BpmnContext {
  rootElement: BpmnElement;
}

/**
 * Each flow node's `incoming`/`outgoing` from the sequence flows that name it. bpmn-js writes those children, but
 * Flowable's and Activiti's modelers write only the flows' `sourceRef`/`targetRef` (the BPMN schema makes the
 * children optional): without this, every node of such a diagram looks disconnected to the linter.
 */
function connectFlows(container: BpmnElement): void {
  const containers = [container];
  for (let current = containers.pop(); current; current = containers.pop()) {
    for (const element of current.flowElements ?? []) {
      if (element.flowElements) containers.push(element);
      if (element.$type !== 'bpmn:SequenceFlow') continue;
      for (const [node, side] of [
        [element.sourceRef, 'outgoing'],
        [element.targetRef, 'incoming'],
      ] as const) {
        if (!node?.get) continue;
        const flows = node.get(side) as BpmnElement[];
        if (!flows.includes(element)) flows.push(element);
      }
    }
  }
}

/**
 * Reads BPMN 2.0 XML with bpmn-moddle (bpmn.io's reader, the one bpmn-js writes with), with every node's connections
 * (see connectFlows). Unreadable XML is refused with the reader's reason.
 */
export async function parseBpmn(xml: string): Promise<BpmnContext> {
  const { BpmnModdle } = await import('bpmn-moddle');
  let context: BpmnContext;
  try {
    context = (await new BpmnModdle().fromXML(xml)) as BpmnContext;
  } catch (err) {
    throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, (err as Error).message.split('\n')[0]);
  }
  for (const root of context.rootElement.rootElements ?? []) if (root.$type === 'bpmn:Process') connectFlows(root);
  return context;
}

/** The first executable process of a diagram (or the only one), its user tasks in document order, sub-processes included. */
export async function readBpmn(xml: string): Promise<BpmnSummary> {
  const root = (await parseBpmn(xml)).rootElement;
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p.isExecutable) ?? processes[0];
  if (!process?.id) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, '没有流程（process）');
  const userTasks: BpmnSummary['userTasks'] = [];
  const visit = (elements: BpmnElement[] | undefined) => {
    for (const element of elements ?? []) {
      if (element.$type === 'bpmn:UserTask' && element.id) userTasks.push({ key: element.id, name: element.name ?? element.id });
      if (element.flowElements) visit(element.flowElements);
    }
  };
  visit(process.flowElements);
  return { processId: process.id, processName: process.name ?? '', userTasks, process, definitions: root };
}
