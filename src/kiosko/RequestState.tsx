import type { PortalRequestState } from "../../domain/personal/solicitudes-portal-vocabulary"

// The state of a kiosk request as a badge: its word is the information, the colour only helps.

const tones: Readonly<Record<PortalRequestState, string>> = {
  Pendiente: "bg-amber-100 text-amber-900",
  "En autorización": "bg-amber-100 text-amber-900",
  Autorizada: "bg-green-100 text-green-900",
  Atendida: "bg-green-100 text-green-900",
  Rechazada: "bg-red-100 text-red-900",
  Cancelada: "bg-ink-100 text-ink-800",
}

export const RequestState = ({ estado }: { readonly estado: string }) => (
  <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[estado as PortalRequestState] ?? "bg-ink-100 text-ink-800"}`}>{estado}</span>
)
