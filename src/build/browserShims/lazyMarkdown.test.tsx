// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './lazyMarkdown';

describe('lazyMarkdown', () => {
  it('shows the text as written while the library loads, then draws it as markdown, as rjsf asks', async () => {
    render(<Markdown options={{ disableParsingRawHTML: true }}>{'Use **one** code per <b>tag</b>'}</Markdown>);
    expect(screen.getByText('Use **one** code per <b>tag</b>')).toBeTruthy();
    expect((await screen.findByText('one')).tagName).toBe('STRONG');
    expect(document.querySelector('b')).toBeNull();
  });
});
