/**
 * The data provider's examples of a docs page, read as data: each a call of the engine's data
 * provider, the HTTP requests it sends with the answers they get, and what the call then
 * resolves or rejects with. A block reads:
 *
 *     dataProvider.getOne("book", { "id": "b1" })
 *     → GET /api/book/b1
 *       Accept-Language: en
 *     ← 200
 *       { "id": "b1", "title": "Dune" }
 *     = { "data": { "id": "b1", "title": "Dune" } }
 *
 * Indented lines under a request are its headers (`Name: value`, those the engine must send)
 * then its JSON body; under an answer, its JSON body; `← 200 Content-Range: book 0-1/2`
 * gives an answer's headers on its line, separated by `; `. `= rejects {...}` is an error. A long
 * call, or a long outcome, goes on over indented lines.
 */

/** One request the engine must send, and the answer the backend gives it. */
export interface Exchange {
  method: string;
  /** The path and the query, as written: the query decoded. */
  target: string;
  headers: Record<string, string>;
  body?: unknown;
  answer: { status: number; headers: Record<string, string>; body?: unknown };
}

export interface DocExample {
  /** The line of the docs page where the block starts. */
  line: number;
  method: string;
  args: unknown[];
  exchanges: Exchange[];
  outcome: { rejects: boolean; value: unknown };
}

const CALL = /^dataProvider\.(\w+)\((.*)\)$/s;

function json(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)} in ${text}`, { cause: error });
  }
}

/** Splits an indented part into its `Name: value` lines and the JSON after them. */
function headersAndBody(lines: readonly string[], where: string): { headers: Record<string, string>; body?: unknown } {
  const headers: Record<string, string> = {};
  let index = 0;
  for (; index < lines.length; index += 1) {
    const match = /^([A-Za-z][\w-]*): (.*)$/.exec(lines[index] ?? '');
    if (!match) break;
    headers[match[1] ?? ''] = match[2] ?? '';
  }
  const rest = lines.slice(index).join('\n').trim();
  return rest ? { headers, body: json(rest, where) } : { headers };
}

/** Reads one block; undefined when it is not a data provider example. */
function readExample(code: string, line: number): DocExample | undefined {
  const lines = code.trimEnd().split('\n');
  // A long call goes on over indented lines.
  let index = 1;
  while ((lines[index] ?? '').startsWith('  ')) index += 1;
  const call = CALL.exec(lines.splice(0, index).join(' '));
  if (!call) return undefined;
  const where = `line ${line}`;
  const example: DocExample = {
    line,
    method: call[1] ?? '',
    args: json(`[${call[2] ?? ''}]`, where) as unknown[],
    exchanges: [],
    outcome: { rejects: false, value: undefined },
  };
  index = 0;
  const indented = (): string[] => {
    const part: string[] = [];
    while (index < lines.length && (lines[index] ?? '').startsWith('  ')) part.push((lines[index++] ?? '').slice(2));
    return part;
  };
  while (index < lines.length) {
    const text = lines[index++] ?? '';
    if (text.startsWith('→ ')) {
      const [method = '', target = ''] = text.slice(2).split(' ');
      const sent = headersAndBody(indented(), where);
      const reply = /^← (\d{3})(?: (.*))?$/.exec(lines[index++] ?? '');
      if (!reply) throw new Error(`${where}: a request "${text}" with no "← <status>" answer after it`);
      const headers = Object.fromEntries(
        (reply[2] ?? '')
          .split('; ')
          .filter(Boolean)
          .map((header) => header.split(': ') as [string, string]),
      );
      const { body } = headersAndBody(indented(), where);
      example.exchanges.push({ method, target, ...sent, answer: { status: Number(reply[1]), headers, ...(body === undefined ? {} : { body }) } });
    } else if (text.startsWith('= ')) {
      const rejects = text.startsWith('= rejects ');
      const value = json([text.slice(rejects ? 10 : 2), ...indented()].join('\n'), where);
      example.outcome = { rejects, value };
    } else {
      throw new Error(`${where}: "${text}" is neither a request (→), an answer (←) nor an outcome (=)`);
    }
  }
  return example;
}

/** The data provider examples of a page's text, in the order they come. */
export function docExamples(page: string): DocExample[] {
  return [...page.matchAll(/^```text\n([\s\S]*?)^```$/gm)].flatMap((match) => {
    const example = readExample(match[1] ?? '', page.slice(0, match.index).split('\n').length);
    return example ? [example] : [];
  });
}
