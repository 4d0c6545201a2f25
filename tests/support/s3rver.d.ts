// @20minutes/s3rver ships no types: the part tests/support/s3.ts uses.
declare module '@20minutes/s3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory?: string; resetOnClose?: boolean; configureBuckets?: Array<{ name: string }> };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
