/** The little of s3rver (a dev dependency without types) that the S3 tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets in the store (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** The request handler, to mount in one's own HTTP server. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
