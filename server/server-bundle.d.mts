// Types of server-bundle.mjs, the esbuild build of the production server (see that file).

export declare const defaultBundleDir: string
export declare const bundleFile: (dir: string) => string
/** Why the bundle in `dir` must be (re)built, or undefined when it is current. */
export declare const staleReason: (dir?: string) => string | undefined
/**
 * Builds the bundle into `dir` unconditionally; resolves to the bundle's path. `readable` keeps
 * esbuild's per-module path comments (the CPU profile's attribution, bench/request-cost.ts).
 */
export declare const buildServerBundle: (dir?: string, options?: { readonly readable?: boolean }) => Promise<string>
/** The bundle's path, built first when missing or stale; `log` hears about a rebuild. */
export declare const ensureServerBundle: (dir?: string, log?: (line: string) => void) => Promise<string>
