/**
 * An approval chain as bpmn-js writes it: start → each user task in turn → end, with its diagram. The default is the
 * two-step approval start → 部门审批 (manager) → 人事审批 (hr) → end.
 */
export function approvalBpmn(processId: string, name: string, tasks: Array<[string, string]>): string {
  const nodes = ['start', ...tasks.map(([id]) => id), 'end'];
  const flows = nodes.slice(1).map((target, i) => ({ id: `f${i + 1}`, source: nodes[i]!, target }));
  const incoming = (id: string) => flows.filter((f) => f.target === id).map((f) => `<bpmn2:incoming>${f.id}</bpmn2:incoming>`).join('');
  const outgoing = (id: string) => flows.filter((f) => f.source === id).map((f) => `<bpmn2:outgoing>${f.id}</bpmn2:outgoing>`).join('');
  const x = (i: number) => 150 + i * 150;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="diagram_${processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${processId}" name="${name}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始">${outgoing('start')}</bpmn2:startEvent>
${tasks.map(([id, label]) => `    <bpmn2:userTask id="${id}" name="${label}">${incoming(id)}${outgoing(id)}</bpmn2:userTask>`).join('\n')}
    <bpmn2:endEvent id="end" name="结束">${incoming('end')}</bpmn2:endEvent>
${flows.map((f) => `    <bpmn2:sequenceFlow id="${f.id}" sourceRef="${f.source}" targetRef="${f.target}" />`).join('\n')}
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
${nodes
  .map((id, i) =>
    id === 'start' || id === 'end'
      ? `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x(i)}" y="102" width="36" height="36" /></bpmndi:BPMNShape>`
      : `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x(i)}" y="80" width="100" height="80" /></bpmndi:BPMNShape>`,
  )
  .join('\n')}
${flows.map((f, i) => `      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}"><di:waypoint x="${x(i) + 60}" y="120" /><di:waypoint x="${x(i + 1)}" y="120" /></bpmndi:BPMNEdge>`).join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
}

export function twoStepBpmn(processId = 'two_step', name = '两级审批'): string {
  return approvalBpmn(processId, name, [
    ['manager', '部门审批'],
    ['hr', '人事审批'],
  ]);
}
