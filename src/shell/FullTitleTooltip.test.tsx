// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullTitleTooltip } from './FullTitleTooltip';

/** The app bar's title element, cut (its text wider than its box) or not. */
function titleElement(cut: () => boolean): HTMLElement {
  const node = document.createElement('h6');
  node.id = 'react-admin-title';
  Object.defineProperty(node, 'clientWidth', { configurable: true, get: () => 100 });
  Object.defineProperty(node, 'scrollWidth', { configurable: true, get: () => (cut() ? 300 : 100) });
  document.body.appendChild(node);
  return node;
}

describe('FullTitleTooltip', () => {
  it('gives a cut title its whole text as tooltip, written after the page has set it', async () => {
    const node = titleElement(() => true);
    const { unmount } = render(<FullTitleTooltip />);
    node.textContent = 'Histórico de importação de elementos';
    await waitFor(() => expect(node.getAttribute('title')).toBe('Histórico de importação de elementos'));
    unmount();
    node.remove();
  });

  it('drops the tooltip when the title of the next page fits', async () => {
    let cut = true;
    const node = titleElement(() => cut);
    const { unmount } = render(<FullTitleTooltip />);
    node.textContent = 'Instâncias de processos digitais';
    await waitFor(() => expect(node.getAttribute('title')).toBe('Instâncias de processos digitais'));
    cut = false;
    node.textContent = 'Atividades';
    await waitFor(() => expect(node.hasAttribute('title')).toBe(false));
    unmount();
    node.remove();
  });
});
