import { Effect } from "effect"
import { offerRequestTypeRow } from "../../../domain/seleccion/ofertas-candidatos"
import { ensureRequestType } from "./0090_prestamos"

// SEL360: an offer outside the puesto's tabulador goes through the request type
// OFERTA_FUERA_TABULADOR of Flujos de autorización (MODULES-MX §0), which joins the catalogue here.
// The offers' table itself is in 0313_seleccion.

export default Effect.gen(function* () {
  yield* ensureRequestType(offerRequestTypeRow)
})
