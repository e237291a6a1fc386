// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formValidationSchema } from './precompiled/formValidationSchema';
import { formValidatorLoader, provideFormValidators, type PrecompiledFormValidators } from './precompiled/formValidatorLoaders';
import { SchemaForm } from './SchemaForm';
import { ownerResource } from './testFixtures';
import { renderInAdmin } from './testHarness';

afterEach(() => provideFormValidators({}));

/** Compiled checks that refuse every record, so a test sees they are the ones in use. */
function refusingEverything(): PrecompiledFormValidators {
  const validate = Object.assign(() => false, {
    errors: [{ instancePath: '/name', schemaPath: '#/properties/name/minLength', keyword: 'minLength', params: { limit: 99 }, message: 'too short' }],
  });
  return { rootSchema: formValidationSchema(ownerResource), validateFns: new Proxy({}, { get: () => validate }) as PrecompiledFormValidators['validateFns'] };
}

describe('SchemaForm with validators compiled at build time', () => {
  it("waits for the resource's compiled checks, then validates with them", async () => {
    const user = userEvent.setup();
    let resolve: (module: PrecompiledFormValidators) => void = () => undefined;
    provideFormValidators({ owner: () => new Promise((done) => (resolve = done)) });
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ name: 'Ana', email: 'a@b.co', notes: 'n' }} />);

    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    resolve(refusingEverything());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nome do dono/ }).getAttribute('aria-invalid')).toBe('true'));
  });

  it('opens with the compiled checks on its first render when they were loaded before it (preloaded with the page)', async () => {
    provideFormValidators({ owner: () => Promise.resolve(refusingEverything()) });
    await formValidatorLoader('owner')?.();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ name: 'Ana', email: 'a@b.co', notes: 'n' }} />);

    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not use a module loaded through loaders that were replaced since', async () => {
    const load = vi.fn(() => Promise.resolve(refusingEverything()));
    provideFormValidators({ owner: load });
    const stale = formValidatorLoader('owner');
    provideFormValidators({ owner: () => new Promise<PrecompiledFormValidators>(() => undefined) });
    await stale?.();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />);

    expect(load).toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('still opens the form when its checks cannot load, says so on the console, and leaves the checks to the server', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    provideFormValidators({ owner: () => Promise.reject(new Error('offline')) });
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({});
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"owner"'), expect.any(Error));
    consoleError.mockRestore();
  });
});

describe('SchemaForm for a resource the build compiled nothing for', () => {
  it('validates with the compiling validator (loaded on demand, ahead here as a host may)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ name: 'A', email: 'not an address', notes: 'n' }} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /mail/i }).getAttribute('aria-invalid')).toBe('true'));
  });
});
