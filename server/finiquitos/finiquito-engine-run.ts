import { Effect } from "effect"
import { requiresEndDate } from "../../domain/contratos/catalogo-contratos-rules"
import { type ExtraPerception, type Deduction, calculateFiniquito } from "../../domain/rules/finiquito"
import type { FiniquitoCause } from "../../domain/rules/finiquito-causes"
import { finiquitoProblems } from "../../domain/rules/finiquito-checks"
import { finiquitoParameterKeys, finiquitoParametersOn } from "../../domain/rules/finiquito-parameters"
import { legalParameterReader } from "../contratos/legal-parameters"
import { invalidRequest, refuse } from "../http/failure"

// The one way FIN100 runs the engine, for the preview (/calcular-finiquito) and for a stored
// finiquito's calcular: §1.6's checks refused in their words (400, on their fields), the legal
// rows in force on f_baja read through the contratos reader (422 when one is missing), then the
// pure engine.

export interface FiniquitoInputs {
  readonly causa: FiniquitoCause
  readonly salario_diario: number
  readonly sdi: number
  readonly zona: string
  readonly tipo_contrato: string
  readonly f_ingreso: string
  readonly f_antiguedad: string | null
  readonly f_baja: string
  readonly f_pagado_hasta: string
  readonly dias_aguinaldo: number
  readonly dias_aguinaldo_anticipados: number
  readonly pct_prima_vacacional: number
  readonly vac_pendientes: number
  readonly meses_caidos: number
  readonly incluir_20_dias: "1" | "0"
  readonly base_prima_antiguedad: "SDI" | "SD"
  readonly dias_usmo: number
  readonly percepciones_extra: ReadonlyArray<ExtraPerception>
  readonly deducciones: ReadonlyArray<Deduction>
}

/** Refuses inputs the engine may not take, with every problem on its field. */
export const checkFiniquitoInputs = (inputs: FiniquitoInputs) => {
  const problems = finiquitoProblems(inputs)
  return problems.length === 0 ? Effect.void : invalidRequest(problems.map((p) => ({ campo: p.field, mensaje: p.message })))
}

export const runFiniquitoEngine = (inputs: FiniquitoInputs) =>
  Effect.gen(function* () {
    yield* checkFiniquitoInputs(inputs)
    const reader = yield* legalParameterReader
    const rows = (yield* Effect.forEach(finiquitoParameterKeys(inputs.zona), (clave) => reader.rows(clave))).flat()
    const parametros = finiquitoParametersOn(rows, inputs.zona, inputs.f_baja)
    if (parametros.kind === "none") return yield* refuse(422, parametros.message)
    return calculateFiniquito({
      ...inputs,
      tiempo_determinado: requiresEndDate(inputs.tipo_contrato) === "1",
      incluir_20_dias: inputs.incluir_20_dias === "1",
      parametros: parametros.parametros,
    })
  })
