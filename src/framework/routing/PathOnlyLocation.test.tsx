// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PathOnlyLocation } from './PathOnlyLocation';

describe('PathOnlyLocation', () => {
  it('passes a new path on, and leaves what is under it undrawn when only the query changes', () => {
    let draws = 0;
    const Menu = memo(function Menu() {
      draws += 1;
      return <p>menu at {useLocation().pathname}</p>;
    });
    let navigate: NavigateFunction = () => undefined;
    function Page() {
      navigate = useNavigate();
      const location = useLocation();
      return (
        <>
          <p>page at {`${location.pathname}${location.search}`}</p>
          <PathOnlyLocation>
            <Menu />
          </PathOnlyLocation>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/parts']}>
        <Page />
      </MemoryRouter>,
    );
    expect(draws).toBe(1);
    act(() => navigate('/parts?page=2'));
    act(() => navigate('/parts?page=2&sort=name'));
    expect(screen.getByText('page at /parts?page=2&sort=name')).toBeTruthy();
    expect(draws).toBe(1);
    act(() => navigate('/tasks?page=2'));
    expect(screen.getByText('menu at /tasks')).toBeTruthy();
    expect(draws).toBe(2);
  });
});
