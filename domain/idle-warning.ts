// The warned time-out (WCAG 2.2.1, issue 18). The server ends a session after SESSION_IDLE_MS
// without requests; the SPA counts the same limit from the last time it reached the server, so
// its warning never promises time the server no longer gives. Activity (mouse, keys) reaches
// the server as a keep-alive at most every `keepAliveMs`, so an active user never sees the
// warning, and an idle one sees it `leadMs` before the end: one minute, or half the limit when
// the limit is under two minutes.

export interface IdleTimings {
  /** How long before the end the warning shows. */
  readonly leadMs: number
  /** From the last contact with the server to the warning. */
  readonly warnAfterMs: number
  /** The least time between two keep-alives. */
  readonly keepAliveMs: number
}

export const idleTimings = (timeoutMs: number): IdleTimings => {
  const leadMs = timeoutMs < 120_000 ? Math.floor(timeoutMs / 2) : 60_000
  return {
    leadMs,
    warnAfterMs: timeoutMs - leadMs,
    // Well inside the quiet part (warnAfterMs is at least half the limit), so activity is
    // always reported before the warning is due; at most twice a minute on a long limit.
    keepAliveMs: Math.min(30_000, Math.floor(timeoutMs / 8)),
  }
}

export const idleTexts = {
  titulo: "Su sesión está por terminar",
  aviso: "Por seguridad, su sesión se cierra después de un tiempo sin actividad.",
  restante: (seconds: number) =>
    seconds === 1 ? "Se cerrará en 1 segundo." : `Se cerrará en ${seconds} segundos.`,
  seguirConectado: "Seguir conectado",
  cerrarSesion: "Cerrar sesión",
  noSeExtendio: "No fue posible comunicarse con el servidor. Inténtelo de nuevo.",
  terminoPorInactividad: "Su sesión terminó por inactividad",
  volverAlIniciar: "Inicie sesión de nuevo para volver a la página en la que estaba.",
} as const
