import { createHash, randomBytes } from "node:crypto"

// Opaque 256-bit bearer tokens; the database keeps only their SHA-256, so a leaked table
// cannot be replayed as sessions.

export const newToken = (): string => randomBytes(32).toString("base64url")

export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex")
