import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { AltaConfirmada } from "../personal/candidatos-api"

// SEL370's "Confirmar alta" beside its record resource (/pre-altas-seleccion,
// domain/seleccion/pre-alta-candidatos.ts): GP250's confirmation under SEL370's key, with the
// selection's steps after it (server/seleccion/pre-alta-candidatos-hire.ts).

export const offerPreHireCalls = endpointFamily(needsAnyKey("SEL370"), {
  confirmarPreAltaSeleccion: {
    summary:
      "Confirma el alta de la pre-alta de una oferta aceptada, con las reglas de Pre-alta de candidatos (GP250): guarda al colaborador «Por ingresar» y su ALTA (flujo MOV_ALTA), crea el borrador de su primer contrato con el tipo y el periodo de prueba de la oferta, pasa la asignación a la etapa Contratado y marca la requisición Cubierta al llenarse todas sus vacantes.",
    writes: true,
    request: Schema.Struct({ id_pre_alta: Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La clave de la pre-alta no es válida" })) }),
    result: AltaConfirmada,
  },
})

export const { confirmarPreAltaSeleccion } = offerPreHireCalls
