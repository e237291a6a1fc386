import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  HashRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';
import type { RouterNavigateFunction, RouterProvider } from 'ra-core';

// ra-core's react-router adapter, with one change: outside a router it encloses the app in
// react-router's HashRouter instead of a data router (createHashRouter), whose code (the
// whole data-loading router, some 100 KB) would otherwise ship in the first page though
// the app always brings its own router. Blocking still works inside a data router.

/** Blocking needs a data router (as in ra-core). */
const useCanBlock = (): boolean => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouter && dataRouterState);
};

/** react-router's navigate, as one stable function (as in ra-core: it would redraw its users at each navigation). */
const useNavigate: RouterProvider['useNavigate'] = () => {
  const navigate = useReactRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((to, options) => void (typeof to === 'number' ? latest.current(to) : latest.current(to, options)), []);
};

function RouterWrapper({ basename, children }: { basename?: string; children: ReactNode }) {
  return useInRouterContext() ? createElement(Fragment, null, children) : createElement(HashRouter, { basename }, children);
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as RouterProvider;
