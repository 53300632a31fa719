import { isIP, isIPv4 } from "node:net"

// Who is on the other end of a request, for the sign-in limits and the audit log. The socket's
// peer is the client unless it is a proxy the operator named in TRUST_PROXY: anyone can write an
// X-Forwarded-For header, so it is read only when a trusted proxy passed it on.

const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The address as written, with an IPv4 address carried in IPv6 ("::ffff:1.2.3.4") unwrapped. */
export const normalAddress = (address: string): string => {
  const trimmed = address.trim()
  const mapped = mappedIPv4.exec(trimmed)
  return mapped?.[1] ?? trimmed.toLowerCase()
}

/** The client of a request: the socket's peer, or what trusted proxies say they forwarded. */
export const clientAddressOf = (peer: string | undefined, forwardedFor: string | undefined, trustedProxies: ReadonlyArray<string>): string => {
  const socket = normalAddress(peer ?? "")
  if (socket === "" || !trustedProxies.includes(socket) || forwardedFor === undefined) return socket || "desconocida"
  // Each proxy appends the address it received from, so the list is read from the right: the
  // first hop that is no trusted proxy is the client; what lies left of it came from the client.
  const hops = forwardedFor
    .split(",")
    .map(normalAddress)
    .filter((hop) => hop !== "")
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? ""
    if (!trustedProxies.includes(hop)) return isIP(hop) === 0 ? socket : hop
  }
  return hops[0] ?? socket
}

const hextets = (address: string): ReadonlyArray<string> | undefined => {
  const [head = "", tail, ...rest] = address.split("::")
  if (rest.length > 0) return undefined
  const part = (text: string) => (text === "" ? [] : text.split(":"))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right]
}

/**
 * The key the per-address limit counts under: an IPv4 address itself; for IPv6 its /64 network,
 * since one subscriber is usually given a whole /64 and could otherwise change address at will.
 */
export const addressKey = (address: string): string => {
  const normal = normalAddress(address)
  if (isIPv4(normal) || isIP(normal) !== 6 || normal.includes(".")) return normal
  const parts = hextets(normal.split("%")[0] ?? normal)
  return parts === undefined ? normal : `${parts.slice(0, 4).map((p) => Number.parseInt(p, 16).toString(16)).join(":")}::/64`
}
