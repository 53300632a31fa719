// The signed-in caller of a request, as the bearer middleware found them in the database.
export interface Principal {
  readonly tokenHash: string
  readonly id_usuario: string
  readonly id_rol: string
  /** Option keys of the user's profile, read on every request. */
  readonly keys: ReadonlyArray<string>
  /** Changes whenever the caller's rights or account change (server/auth/rights-version.ts). */
  readonly rightsVersion: string
}
