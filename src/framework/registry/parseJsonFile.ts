import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { joinPointer } from './jsonPointer';
import type { RegistryIssue } from './types';

export type ParsedFile = { ok: true; value: unknown } | { ok: false; issue: RegistryIssue };

/** 1-based line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

const SYNTAX_MESSAGES: Readonly<Record<string, { message: string; hint: string }>> = {
  PropertyNameExpected: { message: 'a property name in double quotes is expected here', hint: 'remove the trailing comma, or quote the key ("key": value)' },
  ValueExpected: { message: 'a value is expected here', hint: 'remove the trailing comma, or write the missing value' },
  CommaExpected: { message: 'a comma is expected here', hint: 'separate the items or properties with commas' },
  ColonExpected: { message: 'a colon is expected after the property name', hint: 'write "key": value' },
  CloseBraceExpected: { message: 'the object is not closed', hint: 'add the missing "}" (or a missing comma before this point)' },
  CloseBracketExpected: { message: 'the list is not closed', hint: 'add the missing "]" (or a missing comma before this point)' },
  EndOfFileExpected: { message: 'text after the end of the JSON value', hint: 'a file holds one JSON value: remove what follows it' },
  InvalidSymbol: { message: 'this is not JSON', hint: 'JSON has no comments, single quotes or bare words: use double quotes, true, false or null' },
  InvalidCommentToken: { message: 'comments are not allowed in JSON', hint: 'remove the comment (put notes in a "description")' },
  UnexpectedEndOfString: { message: 'the string is not closed', hint: 'add the closing double quote' },
  UnexpectedEndOfComment: { message: 'comments are not allowed in JSON', hint: 'remove the comment' },
  InvalidEscapeCharacter: { message: 'invalid escape in a string', hint: 'escape a backslash as \\\\' },
  InvalidUnicode: { message: 'invalid \\u escape in a string', hint: 'write four hexadecimal digits after \\u' },
  InvalidCharacter: { message: 'a control character inside a string', hint: 'write a line break as \\n, a tab as \\t' },
  InvalidNumberFormat: { message: 'not a valid JSON number', hint: 'write numbers without leading zeros, "+" or a trailing dot' },
};

function syntaxIssue(file: string, text: string, error: ParseError): RegistryIssue {
  const code = printParseErrorCode(error.error);
  const known = SYNTAX_MESSAGES[code] ?? { message: `invalid JSON (${code})`, hint: 'fix the JSON syntax at this place' };
  return { file, pointer: '', ...lineAndColumn(text, error.offset), message: `invalid JSON: ${known.message}`, hint: known.hint };
}

/** The first key that appears twice in one object (JSON.parse would keep the last silently). */
function duplicateKey(node: Node, pointer: string): { node: Node; pointer: string; key: string; firstLine?: number } | undefined {
  if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const keyNode = property.children?.[0];
      const key = typeof keyNode?.value === 'string' ? keyNode.value : undefined;
      if (key === undefined || !keyNode) continue;
      if (seen.has(key)) return { node: keyNode, pointer: joinPointer(pointer, key), key };
      seen.set(key, keyNode);
      const value = property.children?.[1];
      const inner = value ? duplicateKey(value, joinPointer(pointer, key)) : undefined;
      if (inner) return inner;
    }
  }
  if (node.type === 'array') {
    for (const [index, child] of (node.children ?? []).entries()) {
      const inner = duplicateKey(child, joinPointer(pointer, index));
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * Parses one project file strictly as JSON. A fault is reported once, at its place: a
 * syntax error (a trailing comma, a comment, a byte-order mark ...) with its line and
 * column and what to do about it; a key written twice in one object (which JSON.parse
 * would drop silently) with its line, column and JSON pointer.
 */
export function parseJsonFile(file: string, text: string): ParsedFile {
  if (text.charCodeAt(0) === 0xfeff) {
    return {
      ok: false,
      issue: {
        file,
        pointer: '',
        line: 1,
        column: 1,
        message: 'invalid JSON: the file starts with a byte-order mark',
        hint: 'save the file as UTF-8 without BOM',
      },
    };
  }
  if (text.trim() === '') {
    return {
      ok: false,
      issue: {
        file,
        pointer: '',
        line: 1,
        column: 1,
        message: 'invalid JSON: the file is empty',
        hint: 'write the JSON value the file must hold, or delete the file',
      },
    };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (first || !tree) return { ok: false, issue: first ? syntaxIssue(file, text, first) : { file, pointer: '', message: 'invalid JSON' } };
  const duplicate = duplicateKey(tree, '');
  if (duplicate) {
    return {
      ok: false,
      issue: {
        file,
        pointer: duplicate.pointer,
        ...lineAndColumn(text, duplicate.node.offset),
        message: `key "${duplicate.key}" appears twice in the same object; JSON keeps only the last one`,
        hint: 'remove or rename one of the two',
      },
    };
  }
  return { ok: true, value: JSON.parse(text) as unknown };
}
