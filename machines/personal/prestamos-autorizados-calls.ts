import { messages } from "../../domain/messages"
import { personalLoansEndpoints } from "../../domain/personal/prestamos-autorizados"
import { type ContextoPrestamo, type DetallePrestamo, abonarPrestamo, contextoPrestamo, detallePrestamo } from "../../domain/personal/prestamos-autorizados-api"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"
import { definedOnly } from "../records/optional-payload"
import { documentoGenerado } from "./document-prints-calls"

// The calls of 'Préstamos autorizados' beyond its record list: one loan's detail (schedule,
// abonos, flow), an abono recorded, the loan's two PDFs (the descriptor's documents), and what
// the form shows beside its inputs (the person's pay and the loan parameters on a date).

export interface LoanPayment {
  readonly id_prestamo: number
  readonly f_abono: string
  readonly importe: number
  readonly referencia: string
}

/** The descriptor's documents of a loan, by name. */
export type LoanDocument = "calendario" | "estado-cuenta"

export const loanCalls = (api: ApiPort) => ({
  detail: async (id: number): Promise<Loaded<DetallePrestamo>> => loadedResult(await api.call(detallePrestamo, { id_prestamo: id })),
  pay: async (payment: LoanPayment): Promise<CommandOutcome<unknown>> => commandOutcomeOf(await api.call(abonarPrestamo, payment), messages.errorGuardarInformacion),
  print: async ({ document, id }: { readonly document: LoanDocument; readonly id: number }): Promise<CommandOutcome<PortFile>> => {
    const endpoints = personalLoansEndpoints.documents?.[document]
    if (endpoints === undefined) return { kind: "failed", message: messages.errorExportar }
    return commandOutcomeOf(await api.download(endpoints.print, { id: String(id) }), messages.errorExportar, documentoGenerado)
  },
  context: async (id_empleado: number | undefined, f_solicitud: string | undefined): Promise<ContextoPrestamo | null> => {
    const result = await api.call(contextoPrestamo, definedOnly({ id_empleado, f_solicitud }))
    return result.ok ? result.value.result : null
  },
})
