// json-server 0.17 ships no types. This declares only the part of its module API the
// demo server uses: the express app from `create()` and the stock middlewares.
declare module 'json-server' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type NextFunction = (error?: unknown) => void;
  export type Middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

  /** The express application: a request listener that middlewares are mounted on. */
  export interface ExpressApp {
    (req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
    use(...handlers: Middleware[]): ExpressApp;
    use(path: string, ...handlers: Middleware[]): ExpressApp;
    disable(setting: string): ExpressApp;
  }

  export interface DefaultsOptions {
    /** Directory served as static files (default: json-server's own `public/`). */
    static?: string;
    logger?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
    bodyParser?: boolean;
  }

  const jsonServer: {
    create(): ExpressApp;
    defaults(options?: DefaultsOptions): Middleware[];
  };
  export default jsonServer;
}
