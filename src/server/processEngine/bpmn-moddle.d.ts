/** The part of bpmn-moddle the demo API uses (the package ships types for the model elements only). */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    readonly $type: string;
    readonly $descriptor: { readonly properties: readonly { readonly name: string; readonly isReference?: boolean; readonly isMany?: boolean }[] };
    readonly $attrs?: Readonly<Record<string, unknown>>;
    readonly $parent?: ModdleElement;
    id?: string;
    name?: string;
    [property: string]: unknown;
  }
  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: ParseWarning[];
  }
  export class BpmnModdle {
    /** The packages of the model (bpmn, bpmndi, dc, di ...), each with its namespace URI and prefix. */
    getPackages(): readonly { readonly uri: string; readonly prefix: string }[];
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
