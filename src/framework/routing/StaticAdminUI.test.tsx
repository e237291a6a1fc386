// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, useHref, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StaticAdminUI } from './StaticAdminUI';

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

function Layout({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div>
      <header>the layout</header>
      <button onClick={() => navigate('/discipline?page=2')}>next page</button>
      {children}
    </div>
  );
}

/** A resource's list page with a link, as generated lists have (links read the route they are in). */
function renderCounting(count: { renders: number }) {
  return function DisciplineList() {
    count.renders += 1;
    return <a href={useHref('/discipline/1')}>discipline list</a>;
  };
}

const Dashboard = () => <p>dashboard</p>;
const NotFound = () => <p>nothing here</p>;
const Denied = () => <p>denied</p>;
const Notification = () => <p role="status">notifications</p>;

/** The app's frame at `path`, with one resource whose list page is `list`. */
function renderWithList(path: string, list: ComponentType) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider}>
        <StaticAdminUI
          title="Test"
          layout={Layout}
          dashboard={Dashboard}
          catchAll={NotFound}
          accessDenied={Denied}
          notification={Notification}
          resources={[{ name: 'discipline', list }]}
          routesWithLayout={[<Route key="/reports" path="/reports" element={<p>reports</p>} />]}
          routesWithoutLayout={[<Route key="/login" path="/login" element={<p>sign in</p>} />]}
        />
      </AdminContext>
    </MemoryRouter>,
  );
}

function renderAt(path: string, count = { renders: 0 }) {
  renderWithList(path, renderCounting(count));
  return count;
}

describe('StaticAdminUI', () => {
  it("draws a resource's page, a page and the dashboard inside the layout", async () => {
    renderAt('/discipline');
    expect(await screen.findByText('discipline list')).toBeTruthy();
    expect(screen.getByText('the layout')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('notifications');
  });

  it.each([
    ['/reports', 'reports', true],
    ['/', 'dashboard', true],
    ['/login', 'sign in', false],
    ['/nowhere', 'nothing here', true],
    ['/access-denied', 'denied', true],
  ])('at %s shows %s (inside the layout: %s)', async (path, text, withLayout) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('the layout') !== null).toBe(withLayout);
  });

  it('draws the page once: its routes are not read again after the first render', async () => {
    const count = renderAt('/discipline');
    await screen.findByText('discipline list');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count.renders).toBe(1);
  });

  it("leaves a page that does not read the address alone when the address changes (a list's next page redraws only what reads it)", async () => {
    const rendered = vi.fn();
    function QuietList() {
      rendered();
      return <p>quiet list</p>;
    }
    renderWithList('/discipline', QuietList);
    await screen.findByText('quiet list');
    const before = rendered.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByText('next page')));
    expect(screen.getByText('quiet list')).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
