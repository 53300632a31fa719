import { describe, expect, it } from "vitest"
import { addressKey, clientAddressOf, normalAddress } from "../../server/auth/client-address"
import { ConfigProblem, checkConfig, configFromEnv } from "../../server/config"

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf("203.0.113.5", "198.51.100.1", [])).toBe("203.0.113.5")
    expect(clientAddressOf("::ffff:203.0.113.5", undefined, [])).toBe("203.0.113.5")
    expect(clientAddressOf("10.0.0.2", "198.51.100.1", ["10.0.0.1"])).toBe("10.0.0.2")
    expect(clientAddressOf(undefined, undefined, [])).toBe("desconocida")
  })

  it("is the right-most hop no trusted proxy added, when a trusted proxy passed the request on", () => {
    const proxies = ["10.0.0.1", "10.0.0.2"]
    expect(clientAddressOf("10.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7")
    // What the client wrote itself is left of what the proxies appended: never believed.
    expect(clientAddressOf("10.0.0.1", "1.2.3.4, 203.0.113.7, 10.0.0.2", proxies)).toBe("203.0.113.7")
    expect(clientAddressOf("::ffff:10.0.0.1", " 2001:DB8::1 ", proxies)).toBe("2001:db8::1")
    // No header, or nothing but proxies and garbage: the nearest address that can be told.
    expect(clientAddressOf("10.0.0.1", undefined, proxies)).toBe("10.0.0.1")
    expect(clientAddressOf("10.0.0.1", "10.0.0.2", proxies)).toBe("10.0.0.2")
    expect(clientAddressOf("10.0.0.1", "no-es-una-ip", proxies)).toBe("10.0.0.1")
  })

  it("counts IPv4 by address and IPv6 by its /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7")
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7")
    expect(addressKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64")
    expect(addressKey("2001:DB8:0:1:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:1::/64")
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(addressKey("::1")).toBe("0:0:0:0::/64")
    expect(addressKey("desconocida")).toBe("desconocida")
    expect(normalAddress(" ::FFFF:127.0.0.1 ")).toBe("127.0.0.1")
  })

  it("takes the trusted proxies from TRUST_PROXY and refuses what is not an address", () => {
    expect(configFromEnv({}).trustProxy).toEqual([])
    expect(configFromEnv({ TRUST_PROXY: " 10.0.0.1, ::ffff:10.0.0.2 ,," }).trustProxy).toEqual(["10.0.0.1", "10.0.0.2"])
    expect(() => checkConfig(configFromEnv({ TRUST_PROXY: "10.0.0.1, proxy.interno" }))).toThrow(ConfigProblem)
    expect(() => checkConfig(configFromEnv({ TRUST_PROXY: "10.0.0.0/8" }))).toThrow(/TRUST_PROXY/)
  })
})
