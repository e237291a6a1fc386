/**
 * The build's refusal of faulty entity files. It prints as its message alone (Vite's CLI
 * prints errors with `util.inspect`): the fault list is what the developer needs, a trace
 * through the bundler's internals is not.
 */
export class RegistryBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = message;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.message;
  }
}
