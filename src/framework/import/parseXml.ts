import { Parser } from 'saxen';

/** What a reader of one workbook part hears: elements by their local name (`row`, not `x:row`), text already decoded. */
export interface XmlHandlers {
  open?(name: string, attributes: () => Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Parses an XML part with saxen, a streaming (SAX) parser: each element is handed over as
 * it opens and closes, nothing of the document is kept. The chunks are fed as they come;
 * malformed XML throws.
 */
export function parseXml(chunks: Iterable<string>, { open, close, text }: XmlHandlers): void {
  let failure: Error | undefined;
  const parser = new Parser()
    .on('openTag', (name: string, attributes: () => Record<string, string>) => open?.(localName(name), attributes))
    .on('closeTag', (name: string) => close?.(localName(name)))
    .on('error', (error: Error) => {
      failure ??= error;
    });
  if (text) parser.on('text', (value: string, decode: (raw: string) => string) => text(decode(value))).on('cdata', (value: string) => text(value));
  for (const chunk of chunks) {
    parser.write(chunk);
    if (failure) throw failure;
  }
  parser.end();
  if (failure) throw failure;
}
