// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    readonly average: number
    readonly mean: number
    readonly p50: number
    readonly p90: number
    readonly p97_5: number
    readonly p99: number
    readonly max: number
  }
  interface Result {
    readonly latency: Histogram
    readonly requests: Histogram & { readonly total: number }
    readonly errors: number
    readonly non2xx: number
    readonly duration: number
  }
  interface Options {
    readonly url: string
    readonly method?: "GET" | "POST"
    readonly headers?: Record<string, string>
    readonly body?: string
    readonly connections?: number
    readonly duration?: number
    readonly amount?: number
    readonly pipelining?: number
    readonly workers?: number
  }
  /** The running job: a promise of the result that also reports each response as it comes. */
  interface Instance extends Promise<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
