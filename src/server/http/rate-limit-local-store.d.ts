/** @fastify/rate-limit's in-memory store (its default), which the plugin's own types do not export. */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    child(params: unknown): LocalStore;
  }
}
