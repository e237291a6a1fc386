/**
 * The part of saxen (the XML parser under bpmn-moddle) the project uses: the model check's synchronous,
 * namespace-aware parse in proxy mode, and the spreadsheet reader's plain mode fed in chunks.
 */
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
    /** Plain mode: the element's name as written (`x:row`), its attributes on demand. */
    on(
      event: 'openTag',
      handler: (name: string, attributes: () => Record<string, string>, decode: (text: string) => string, selfClosing: boolean) => void,
    ): this;
    on(event: 'closeTag', handler: (name: string, decode: (text: string) => string, selfClosing: boolean) => void): this;
    on(event: 'text', handler: (text: string, decode: (text: string) => string) => void): this;
    on(event: 'cdata', handler: (text: string) => void): this;
    /** Feeds the next chunk of a document; `end` finishes it (an unclosed element is then an error). */
    write(xml: string): this;
    end(): this;
    /** Returns the error the parse ended on, when the error handler did not throw. */
    parse(xml: string): Error | null;
  }
}
