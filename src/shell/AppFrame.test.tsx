// @vitest-environment happy-dom
import { use, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from './AppFrame';

const Bar = () => <header>the bar</header>;
const Side = ({ children }: { children: ReactNode }) => <aside>{children}</aside>;
const Nav = () => <nav>the menu</nav>;

function renderFrame(children: ReactNode) {
  return render(
    <AdminContext>
      <AppFrame appBar={Bar} sidebar={Side} menu={Nav}>
        {children}
      </AppFrame>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('AppFrame', () => {
  it("draws the app's bar, its sidebar holding its menu, and the page in react-admin's layout", () => {
    const { container } = renderFrame(<p>the page</p>);
    expect(screen.getByText('the bar').closest('.RaLayout-appFrame')).not.toBeNull();
    expect(screen.getByText('the menu').closest('aside')?.closest('main.RaLayout-contentWithSidebar')).not.toBeNull();
    expect(screen.getByText('the page').closest('#main-content.RaLayout-content')).not.toBeNull();
    expect(container.querySelector('.layout')).not.toBeNull();
    // The skip link reaches the page past the bar and the menu.
    expect(screen.getByRole('button', { name: /skip/i })).toBeTruthy();
  });

  it("shows react-admin's error page for a page that fails, and keeps the bar and the menu", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw new Error('the page broke');
    };
    renderFrame(<Failing />);
    expect(screen.getByText('the bar')).toBeTruthy();
    expect(screen.getByText('the menu')).toBeTruthy();
    expect(screen.getByText(/Something went wrong|ra\.page\.error/)).toBeTruthy();
  });

  it('keeps the bar and the menu while the page waits for its code', () => {
    const never = new Promise<never>(() => undefined);
    const Waiting = () => use(never);
    renderFrame(<Waiting />);
    expect(screen.getByText('the bar')).toBeTruthy();
    expect(screen.getByText('the menu')).toBeTruthy();
    expect(document.getElementById('main-content')?.textContent).toBe('');
  });
});
