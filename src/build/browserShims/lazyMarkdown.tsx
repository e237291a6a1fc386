import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as OriginalMarkdown } from 'markdown-to-jsx/react';

// markdown-to-jsx's React entry as rjsf imports it (`Markdown`), loaded the first time a form
// draws markdown: rjsf imports it in every form's code (for descriptions and help written
// in markdown, which a form must ask for), and it weighs about 30 KB gzipped.

type MarkdownProps = ComponentProps<typeof OriginalMarkdown>;

const Original = lazy(() => import('original:markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

/** markdown-to-jsx's `Markdown`: its text as written while the library loads, then drawn by it. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <Original {...props} />
    </Suspense>
  );
}

export default Markdown;
