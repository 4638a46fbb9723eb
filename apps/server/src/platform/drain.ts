// An instance that is leaving (SIGTERM, a deploy) says so at once on /ready and goes on serving for a while, so a load
// balancer that checks /ready stops sending it requests before it closes, and none are dropped (decision 032).

export type Drain = {
  /** True once the instance is leaving: /ready answers 503 "draining", every other route serves on. */
  readonly draining: boolean;
  start(): void;
};

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
