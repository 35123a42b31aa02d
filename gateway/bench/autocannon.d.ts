// autocannon ships no types; these are the parts bench/gateway-bench.ts reads.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }

  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** stop after this many requests instead */
    amount?: number;
    headers?: Record<string, string>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
