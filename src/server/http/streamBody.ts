import type { Readable } from 'node:stream';

/**
 * An answer made while it is sent (a report, a zip of evidence): a route returns it as its
 * `body` and the dispatcher pipes it (sendStream) without a Content-Length, so nothing is
 * built whole in memory.
 */
export class StreamBody {
  constructor(
    /** Opened only once the headers go out, so a refusal before still answers JSON. */
    readonly open: () => Readable,
    readonly contentType: string,
    /** The name a browser saves it under (plain ASCII). */
    readonly fileName: string,
  ) {}
}
