/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module "autocannon" {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (RequestParams & { setupRequest?: (r: RequestParams) => RequestParams })[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
