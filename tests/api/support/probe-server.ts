import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { HttpApp } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import type { RunningServer } from "../../../server/app"
import type { ServerServices } from "../../../server/http/handler"

// Serves routes that exist only in a test (built with the real endpointRoute) over real HTTP,
// with the database, configuration and clock of a running test server: the body reader needs a
// Node request, which an in-memory web Request cannot give.

export const serveProbe = async <E>(server: RunningServer, app: HttpApp.Default<E, ServerServices>) => {
  const handler = await server.run(NodeHttpServer.makeHandler(app))
  const http = createServer(handler)
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  }
}
