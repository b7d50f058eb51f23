// bpmn-moddle ships its element types under `bpmn-moddle/types` only; the reader's own entry point is declared here.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
