import { passwordEndpoints } from "./passwords"
import { sessionEndpoints } from "./session"

// Every endpoint of the sesion part (sign-in, sign-out, the current user, passwords), in one
// list: server/auth/manifest.ts serves them and contract.ts composes them into the contract.
// Apart from session.ts and passwords.ts, so a page that needs one of them loads only that one.
export const sesionEndpoints = { ...sessionEndpoints, ...passwordEndpoints } as const
