/** The part of a markdown page from `heading` (`### Simple REST`) to the next heading of its level or above, and the line of the heading. */
export function markdownPart(page: string, heading: string): { text: string; line: number } {
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the page has no heading "${heading}"`);
  const level = heading.split(' ')[0]?.length ?? 0;
  const from = start + heading.length + 2;
  const next = [...page.slice(from).matchAll(/^(#+) /gm)].find((match) => (match[1]?.length ?? 0) <= level);
  return { text: page.slice(start + 1, next ? from + next.index : page.length), line: page.slice(0, start).split('\n').length + 1 };
}
