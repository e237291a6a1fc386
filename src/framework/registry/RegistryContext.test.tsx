// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useMemo, useState } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { RegistryProvider, usePreloadedDetails, useResourceModel, useResourceModels, useResourceSummary } from './RegistryContext';
import { provideResourceDetails } from './resourceDetailLoaders';
import { splitResource, type ResourceDetails } from './resourceDetails';

const whole = testResourceModel({
  name: 'activity',
  schema: { title: 'Atividade', type: 'object', properties: { tag: { type: 'string' }, status: { type: 'integer' } } },
});

const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let outsideAct: { root: Root; actEnvironment: boolean | undefined } | undefined;

/** A root that React draws as in the browser, outside act; unmounted and act restored after the test, even a failing one. */
function browserRoot(options?: RootOptions): { container: HTMLElement; root: Root } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, options);
  outsideAct = { root, actEnvironment: actFlag.IS_REACT_ACT_ENVIRONMENT };
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  return { container, root };
}

afterEach(() => {
  if (outsideAct) {
    outsideAct.root.unmount();
    actFlag.IS_REACT_ACT_ENVIRONMENT = outsideAct.actEnvironment;
    outsideAct = undefined;
  }
  cleanup();
  provideResourceDetails({});
});

function SchemaFields() {
  return <p>{Object.keys(useResourceModel('activity').schema.properties ?? {}).join(', ')}</p>;
}

function Route() {
  return <p>/{useResourceSummary('activity').route}</p>;
}

describe('useResourceModel', () => {
  it("suspends while the resource's details arrive, then draws with them; the summary is there at once", async () => {
    let arrive: (module: { details: ResourceDetails }) => void = () => undefined;
    provideResourceDetails({ activity: () => new Promise((resolve) => (arrive = resolve)) });
    const { summary, details } = splitResource(whole);
    await act(async () => {
      render(
        <RegistryProvider value={{ resources: [summary] }}>
          <Route />
          <Suspense fallback={<p>loading</p>}>
            <SchemaFields />
          </Suspense>
        </RegistryProvider>,
      );
    });
    expect(screen.getByText('/activity')).toBeTruthy();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ details }));
    expect(await screen.findByText('tag, status')).toBeTruthy();
  });

  it("redraws a component with hooks before and after it for another resource once that one's details arrive", async () => {
    // Outside act, as in the browser: React keeps the previous screen during the transition
    // and draws the component again, without an error, once the details are here.
    const task = splitResource(testResourceModel({ name: 'task', schema: { type: 'object', properties: { done: { type: 'boolean' } } } }));
    provideResourceDetails({ task: () => new Promise((resolve) => setTimeout(() => resolve({ details: task.details }), 5)) });
    const errors: unknown[] = [];
    function Fields({ name }: { name: string }) {
      const [prefix] = useState('fields:');
      const model = useResourceModel(name);
      const text = useMemo(() => Object.keys(model.schema.properties ?? {}).join(', '), [model]);
      return <p>{`${prefix} ${text}`}</p>;
    }
    const { container, root } = browserRoot({ onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) });
    const draw = (name: string) =>
      root.render(
        <RegistryProvider value={{ resources: [whole, task.summary] }}>
          <Suspense fallback={<p>loading</p>}>
            <Fields name={name} />
          </Suspense>
        </RegistryProvider>,
      );
    draw('activity');
    await waitFor(() => expect(container.textContent).toBe('fields: tag, status'));
    startTransition(() => draw('task'));
    await waitFor(() => expect(container.textContent).toBe('fields: done'));
    expect(errors).toEqual([]);
  });

  it('hands a failed fetch of the details to the error boundary instead of waiting for ever', async () => {
    // Outside act, as in the browser: the fetch fails after the fallback has shown.
    const load = vi.fn(
      () => new Promise<{ details: ResourceDetails }>((_, reject) => setTimeout(() => reject(new Error('Failed to fetch dynamically imported module')), 5)),
    );
    provideResourceDetails({ activity: load });
    const { container, root } = browserRoot();
    root.render(
      <RegistryProvider value={{ resources: [splitResource(whole).summary] }}>
        <ErrorBoundary fallbackRender={({ error }: { error: Error }) => <p role="alert">{error.message}</p>}>
          <Suspense fallback={<p>loading</p>}>
            <SchemaFields />
          </Suspense>
        </ErrorBoundary>
      </RegistryProvider>,
    );
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Failed to fetch dynamically imported module'), { timeout: 2000 });
    // One fetch: the page shows the failure rather than asking again at each render.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once with a registry whose resources are whole', () => {
    render(
      <RegistryProvider value={{ resources: [whole] }}>
        <Suspense fallback={<p>loading</p>}>
          <SchemaFields />
        </Suspense>
      </RegistryProvider>,
    );
    expect(screen.getByText('tag, status')).toBeTruthy();
  });
});

describe('usePreloadedDetails', () => {
  it("starts fetching the named resources' details once drawn, without waiting for them", async () => {
    const task = splitResource(testResourceModel({ name: 'task' }));
    const activity = splitResource(whole);
    const loads = {
      task: vi.fn(() => new Promise<{ details: ResourceDetails }>(() => undefined)),
      activity: vi.fn(async () => ({ details: activity.details })),
    };
    provideResourceDetails(loads);
    function Page() {
      usePreloadedDetails('task');
      return <p>page</p>;
    }
    await act(async () => {
      render(
        <RegistryProvider value={{ resources: [activity.summary, task.summary] }}>
          <Page />
        </RegistryProvider>,
      );
    });
    expect(screen.getByText('page')).toBeTruthy();
    expect(loads.task).toHaveBeenCalledTimes(1);
    expect(loads.activity).not.toHaveBeenCalled();
  });
});

describe('useResourceModels', () => {
  it('asks for every named resource before the first wait, and draws them whole in the order named', async () => {
    const task = splitResource(testResourceModel({ name: 'task', schema: { type: 'object', properties: { done: { type: 'boolean' } } } }));
    const activity = splitResource(whole);
    const arrivals: Record<string, (module: { details: ResourceDetails }) => void> = {};
    const load = (name: string) => vi.fn(() => new Promise<{ details: ResourceDetails }>((resolve) => (arrivals[name] = resolve)));
    const loads = { activity: load('activity'), task: load('task') };
    provideResourceDetails(loads);
    function Both() {
      const [first, second] = useResourceModels('activity', 'task');
      return <p>{[first, second].map((model) => Object.keys(model.schema.properties ?? {}).join('+')).join(' | ')}</p>;
    }
    await act(async () => {
      render(
        <RegistryProvider value={{ resources: [activity.summary, task.summary] }}>
          <Suspense fallback={<p>loading</p>}>
            <Both />
          </Suspense>
        </RegistryProvider>,
      );
    });
    // Both asked while the first is still on its way.
    expect(loads.activity).toHaveBeenCalledTimes(1);
    expect(loads.task).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrivals.task?.({ details: task.details });
      arrivals.activity?.({ details: activity.details });
    });
    expect(await screen.findByText('tag+status | done')).toBeTruthy();
  });
});
