// The signed-in caller of a kiosk endpoint, as the kiosk bearer check found them in the
// database on this request (server/auth/kiosk-sessions.ts).
export interface KioskPrincipal {
  readonly tokenHash: string
  readonly id_usuario: string
  readonly n_usuario: string
  /** The kiosk user's own employee (usuarios_kiosko.id_empleado). */
  readonly ownEmployee: number
  readonly comodin: boolean
  /** The password must change before anything else (usuarios_kiosko.nuevo = '1'). */
  readonly mustChangePassword: boolean
  /**
   * The employee the session acts for now: the user's own, or for a comodín the active employee
   * of their work centre they chose (null until they choose one).
   */
  readonly id_empleado: number | null
}
