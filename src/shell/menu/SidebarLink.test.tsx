// @vitest-environment happy-dom
import MenuList from '@mui/material/MenuList';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_LINK_CLASSES } from './sidebarEntryStyles';
import { SidebarLink } from './SidebarLink';

const TestIcon = () => <svg data-testid="icon" />;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderLink(props: Partial<Parameters<typeof SidebarLink>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <MenuList>
        <SidebarLink to="/activities" label="Activities" icon={TestIcon} active={false} iconsOnly={false} {...props} />
      </MenuList>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('SidebarLink', () => {
  it('is a menu entry linking to its page, with its icon and label, reached with Tab', () => {
    renderLink();
    const link = screen.getByRole('menuitem', { name: 'Activities' });
    expect(link.getAttribute('href')).toBe('/activities');
    expect(link.getAttribute('tabindex')).toBe('0');
    expect(link.querySelector(`.${SIDEBAR_LINK_CLASSES.icon} [data-testid="icon"]`)).not.toBeNull();
  });

  it("is marked active only on its page, with react-admin's classes", () => {
    renderLink({ active: true });
    expect(screen.getByRole('menuitem').className).toContain(SIDEBAR_LINK_CLASSES.active);
    cleanup();
    renderLink({ active: false });
    expect(screen.getByRole('menuitem').className).toContain(SIDEBAR_LINK_CLASSES.root);
    expect(screen.getByRole('menuitem').className).not.toContain(SIDEBAR_LINK_CLASSES.active);
  });

  it('opens its page, at its top for a resource, and tells the menu', () => {
    const onNavigate = vi.fn();
    renderLink({ scrollToTop: true, onNavigate });
    fireEvent.click(screen.getByRole('menuitem'));
    expect(screen.getByTestId('where').textContent).toBe('/activities {"_scrollToTop":true}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('is not drawn again when the menu is, with the same props', () => {
    const CountingIcon = vi.fn(() => <svg />);
    const Menu = ({ search }: { search: string }) => (
      <MemoryRouter>
        <MenuList data-search={search}>
          <SidebarLink to="/activities" label="Activities" icon={CountingIcon} active={false} iconsOnly={false} />
        </MenuList>
      </MemoryRouter>
    );
    const { rerender } = render(<Menu search="" />);
    const afterMount = CountingIcon.mock.calls.length;
    expect(afterMount).toBeGreaterThan(0);
    rerender(<Menu search="a" />);
    rerender(<Menu search="ab" />);
    expect(CountingIcon).toHaveBeenCalledTimes(afterMount);
  });

  it('shows its label as a tooltip when the sidebar shows icons only, and not otherwise', async () => {
    renderLink({ iconsOnly: true });
    fireEvent.mouseOver(screen.getByRole('menuitem'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Activities');
    cleanup();
    renderLink({ iconsOnly: false });
    fireEvent.mouseOver(screen.getByRole('menuitem'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
