/** A piece of an entry's text: plain, a code span, or a link. */
export type InlinePart = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

// Code spans first: a bracket inside backticks is code, not a link.
const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only addresses that leave nothing to run: a `javascript:` link in the file stays text. */
const SAFE_HREF = /^(https?:\/\/|#|\/)/;

/**
 * The Markdown an entry may hold, in the few forms a changelog uses: `code` spans and
 * [links](https://...). Anything else is text as written.
 *
 * @example inlineParts('Lists at `/page`') // [{ kind: 'text', text: 'Lists at ' }, { kind: 'code', text: '/page' }]
 */
export function inlineParts(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (text === '') return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of source.matchAll(INLINE)) {
    pushText(source.slice(last, match.index));
    const [whole, code, linkText, href] = match;
    if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href)) parts.push({ kind: 'link', text: linkText, href });
    else pushText(whole);
    last = match.index + whole.length;
  }
  pushText(source.slice(last));
  return parts;
}
