import type { CommitmentState } from "./retroalimentacion-vocabulary"

// A commitment's state (EVA380, MODULES-MX §5), derived from its progress and date: Cumplido at
// 100 %, Vencido when its date has passed short of 100, otherwise Pendiente at 0 and En proceso
// in between. The daily job stores it and every read derives it again.

export const commitmentState = (avance: number, f_compromiso: string, today: string): CommitmentState => {
  if (avance >= 100) return "Cumplido"
  if (f_compromiso < today) return "Vencido"
  return avance <= 0 ? "Pendiente" : "En proceso"
}

/** % of the commitments fulfilled, to two decimals; null without commitments. */
export const fulfilledShare = (cumplidos: number, total: number): number | null => (total === 0 ? null : Math.round((cumplidos * 10_000) / total) / 100)
