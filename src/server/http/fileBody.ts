/**
 * An answer that is a file on disk rather than JSON (the mobile app): a route returns it as
 * its `body` and the dispatcher streams it (sendFile) with these headers.
 */
export class FileBody {
  constructor(
    /** Absolute path of the file, already checked to lie in its folder. */
    readonly path: string,
    /** Bytes, from the stat the route made: the Content-Length. */
    readonly size: number,
    readonly contentType: string,
    /** The name a browser saves it under (Content-Disposition: attachment). */
    readonly fileName: string,
  ) {}
}
