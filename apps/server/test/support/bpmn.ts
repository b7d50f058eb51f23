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

export interface DiagramNode {
  id: string;
  /** startEvent, endEvent, userTask, exclusiveGateway, parallelGateway, intermediateCatchEvent… */
  type: string;
  name?: string;
  /** Extra XML inside the element (event definitions, loop characteristics). */
  inner?: string;
  /** Extra attributes (`default="f3"`). */
  attrs?: string;
  /** A boundary event sits on this activity. */
  attachedTo?: string;
  /** Column and row on the drawing (100 px grid cells of 170 × 130). */
  at: [number, number];
}

export interface DiagramFlow {
  id: string;
  from: string;
  to: string;
  condition?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Any process with its drawing (shapes on a grid, straight edges), as bpmn-js would save it. */
export function diagramBpmn(processId: string, name: string, nodes: DiagramNode[], flows: DiagramFlow[]): string {
  const size = (n: DiagramNode) => (n.type.endsWith('Task') ? [100, 80] : n.type.endsWith('Gateway') ? [50, 50] : [36, 36]);
  const box = (n: DiagramNode): { x: number; y: number; w: number; h: number } => {
    const [w, h] = size(n);
    const host = n.attachedTo ? nodes.find((m) => m.id === n.attachedTo) : undefined;
    if (host) {
      const b = box(host);
      return { x: b.x + b.w - 18 - 10, y: b.y + b.h - 18, w: w!, h: h! };
    }
    return { x: 150 + n.at[0] * 170 - w! / 2, y: 150 + n.at[1] * 130 - h! / 2, w: w!, h: h! };
  };
  const centre = (id: string) => {
    const b = box(nodes.find((n) => n.id === id)!);
    return [Math.round(b.x + b.w / 2), Math.round(b.y + b.h / 2)];
  };
  const links = (id: string) =>
    flows.filter((f) => f.to === id).map((f) => `<bpmn2:incoming>${f.id}</bpmn2:incoming>`).join('') +
    flows.filter((f) => f.from === id).map((f) => `<bpmn2:outgoing>${f.id}</bpmn2:outgoing>`).join('');
  const element = (n: DiagramNode) => {
    const type = n.attachedTo ? 'boundaryEvent' : n.type;
    const attached = n.attachedTo ? ` attachedToRef="${n.attachedTo}"` : '';
    return `    <bpmn2:${type} id="${n.id}"${n.name ? ` name="${escapeXml(n.name)}"` : ''}${attached}${n.attrs ? ` ${n.attrs}` : ''}>${links(n.id)}${n.inner ?? ''}</bpmn2:${type}>`;
  };
  const flow = (f: DiagramFlow) =>
    f.condition
      ? `    <bpmn2:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">${escapeXml(f.condition)}</bpmn2:conditionExpression></bpmn2:sequenceFlow>`
      : `    <bpmn2:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}" />`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="diagram_${processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${processId}" name="${escapeXml(name)}" isExecutable="true">
${nodes.map(element).join('\n')}
${flows.map(flow).join('\n')}
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
${nodes
  .map((n) => {
    const b = box(n);
    return `      <bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" /></bpmndi:BPMNShape>`;
  })
  .join('\n')}
${flows
  .map((f) => {
    const [x1, y1] = centre(f.from);
    const [x2, y2] = centre(f.to);
    return `      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}"><di:waypoint x="${x1}" y="${y1}" /><di:waypoint x="${x2}" y="${y2}" /></bpmndi:BPMNEdge>`;
  })
  .join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
}
