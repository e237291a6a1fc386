/** The part of saxen (the XML parser under bpmn-moddle) the model check uses: a synchronous, namespace-aware parse in proxy mode. */
declare module 'saxen' {
  export interface ParseContext {
    line: number;
    column: number;
    data: string;
  }
  export type ContextGetter = () => ParseContext;
  /** In proxy mode, an element as `openTag` and `closeTag` see it: its name with the configured prefix (`bpmn:process`). */
  export interface ProxyElement {
    name: string;
    originalName: string;
  }
  export class Parser {
    constructor(options?: { proxy?: boolean });
    /** Namespace URI → the prefix names are given with. */
    ns(map: Record<string, string>): this;
    on(event: 'openTag', handler: (element: ProxyElement, decode: (text: string) => string, selfClosing: boolean, context: ContextGetter) => void): this;
    /** `selfClosing`: the tag also opened here (`<x/>`), after its `openTag`. */
    on(event: 'closeTag', handler: (element: ProxyElement, decode: (text: string) => string, selfClosing: boolean, context: ContextGetter) => void): this;
    on(event: 'error', handler: (error: Error, context: ContextGetter) => void): this;
    /** Returns the error the parse ended on, when the error handler did not throw. */
    parse(xml: string): Error | null;
  }
}
