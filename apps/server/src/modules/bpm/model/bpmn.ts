import { BpmErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';

/** What deployment and the task rules read from a BPMN diagram: its process and the process's user tasks. */
export interface BpmnSummary {
  processId: string;
  processName: string;
  userTasks: Array<{ key: string; name: string }>;
  /** The parsed definitions, for the linter. */
  definitions: unknown;
}

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: ModdleElement[];
  rootElements?: ModdleElement[];
}

/**
 * Reads BPMN 2.0 XML with bpmn-moddle (bpmn.io's reader, the one bpmn-js writes with): the first executable process
 * (or the only one), its user tasks in document order, sub-processes included. Unreadable XML is refused with the
 * reader's reason.
 */
export async function readBpmn(xml: string): Promise<BpmnSummary> {
  const { BpmnModdle } = await import('bpmn-moddle');
  let root: ModdleElement;
  try {
    root = (await new BpmnModdle().fromXML(xml)).rootElement as ModdleElement;
  } catch (err) {
    throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, (err as Error).message.split('\n')[0]);
  }
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p.isExecutable) ?? processes[0];
  if (!process?.id) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, '没有流程（process）');
  const userTasks: BpmnSummary['userTasks'] = [];
  const visit = (elements: ModdleElement[] | undefined) => {
    for (const element of elements ?? []) {
      if (element.$type === 'bpmn:UserTask' && element.id) userTasks.push({ key: element.id, name: element.name ?? element.id });
      if (element.flowElements) visit(element.flowElements);
    }
  };
  visit(process.flowElements);
  return { processId: process.id, processName: process.name ?? '', userTasks, definitions: root };
}
