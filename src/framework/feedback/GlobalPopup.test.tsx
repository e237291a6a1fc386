// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { GlobalPopup } from './GlobalPopup';
import type { PopupOptions } from './popupTypes';

/** The popup's paper: what its width is set on. */
function paperOf(options: PopupOptions): HTMLElement {
  render(
    <AdminContext dataProvider={testDataProvider()}>
      <GlobalPopup options={options} onClose={() => undefined} />
    </AdminContext>,
  );
  const papers = document.querySelectorAll<HTMLElement>('.MuiDialog-paper');
  expect(screen.getAllByText(options.title).length).toBeGreaterThan(0);
  return papers[papers.length - 1]!;
}

describe("the global popup's width", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  it('is 490 px in an application that declares none', () => {
    declareApplication({});
    expect(getComputedStyle(paperOf({ type: 'INFO', title: 'Saved' })).width).toBe('490px');
  });

  it('is the width the application declares, and the one a popup asks for when it asks', () => {
    declareApplication({ theme: { popup: { width: 600 } } });
    expect(getComputedStyle(paperOf({ type: 'INFO', title: 'Saved' })).width).toBe('600px');
    expect(getComputedStyle(paperOf({ type: 'INFO', title: 'Report', width: 660 })).width).toBe('660px');
  });
});
