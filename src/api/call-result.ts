import type { PortResult } from "../../machines/records/api-port"

/**
 * What a call came to: the machine layer's port result, which this client answers as it is. A
 * failure always carries a Spanish message fit to show as it is.
 */
export type CallResult<A> = PortResult<A>
