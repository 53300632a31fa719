import type { FieldProblem } from "../../domain/api/problems"

/** What a call came to. A failure always carries a Spanish message fit to show as it is. */
export type CallResult<A> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false
      /** HTTP status, or null when no answer arrived (network, timeout) or it could not be read. */
      readonly status: number | null
      readonly message: string
      /** The problems of an invalid payload (shown as a list). */
      readonly detalles: ReadonlyArray<string>
      /** The same problems with the field each is about, when the server named them. */
      readonly problemas?: ReadonlyArray<FieldProblem>
    }
