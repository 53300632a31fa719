import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { practiceStates } from "./mejores-practicas-vocabulary"

// The MP calls of SPEC 7.2 as MODULES-MX §0 reads them, beside the record resource
// /mejores-practicas that the page works on: get-catalogo-mp (categories and states),
// get-tabla-mp (the list: Folio, Título, Responsable, Categoría, Depto, Ahorro anual, Estado),
// get-mp-ig (the general information), get-mp-resultados and get-mp-seguimiento of one practice.
// Each reads within the caller's work centres (404 absent, 403 outside them). print-mp is the
// record's document call (domain/formacion/mejores-practicas.ts).

export const practiceCallMessages = {
  proyecto: "La práctica no es válida",
  estado: "El estado no es válido",
  colaborador: "El colaborador no es el responsable ni un integrante de la práctica",
} as const

const Id = Schema.Int.pipe(Schema.between(1, 2_147_483_647)).annotations({ message: () => ({ message: practiceCallMessages.proyecto, override: true }) })
export const PracticeKey = Schema.Struct({ id_proyecto: Id })
export type PracticeKey = typeof PracticeKey.Type

const Text = Schema.NullOr(Schema.String)
const Num = Schema.NullOr(Schema.Number)

export const PracticeCatalog = Schema.Struct({
  categorias: Schema.Array(Schema.Struct({ id_categoria: Schema.String, n_categoria: Schema.String })),
  estados: Schema.Array(Schema.String),
})

export const PracticeRow = Schema.Struct({
  id_proyecto: Schema.Number,
  titulo: Schema.String,
  n_responsable: Schema.String,
  n_categoria: Schema.String,
  n_depto: Text,
  ahorro_anual: Schema.Number,
  estado: Schema.String,
})
export type PracticeRow = typeof PracticeRow.Type

export const PracticeGeneral = Schema.Struct({
  id_proyecto: Schema.Number,
  titulo: Schema.String,
  id_empleado: Schema.Number,
  n_responsable: Text,
  integrantes: Schema.Array(Schema.Number),
  id_categoria: Schema.String,
  n_categoria: Text,
  id_depto: Num,
  n_depto: Text,
  id_proyecto_formacion: Num,
  problema: Schema.String,
  situacion_actual: Text,
  objetivo: Schema.String,
  f_inicio: Text,
  estado: Schema.String,
})

export const PracticeResults = Schema.Struct({
  resultados: Schema.Array(
    Schema.Struct({ indicador: Schema.String, unidad: Text, valor_antes: Num, valor_despues: Num, ahorro_anual: Num, beneficio_cualitativo: Text }),
  ),
  ahorro_anual: Schema.Number,
})

export const PracticeFollowUp = Schema.Struct({
  seguimiento: Schema.Array(Schema.Struct({ fecha: Schema.String, avance: Schema.Number, comentario: Text, evidencia: Text })),
})

const calls = endpointFamily(needsAnyKey("FOR320"), {
  getCatalogoMp: { summary: "Las categorías activas de las mejores prácticas y sus estados.", request: Schema.Struct({}), result: PracticeCatalog },
  getTablaMp: {
    summary: "Las mejores prácticas de sus centros de trabajo (por el centro del responsable), las más recientes primero; `estado` filtra por estado.",
    request: Schema.Struct({
      estado: Schema.optional(Schema.Literal(...practiceStates).annotations({ message: () => ({ message: practiceCallMessages.estado, override: true }) })),
    }),
    result: Schema.Array(PracticeRow),
  },
  getMpIg: { summary: "La información general de una mejor práctica. 404 si no existe; 403 fuera de sus centros de trabajo.", request: PracticeKey, result: PracticeGeneral },
  getMpResultados: { summary: "Los resultados de una mejor práctica (indicador, antes, después, ahorro anual) y su ahorro anual total.", request: PracticeKey, result: PracticeResults },
  getMpSeguimiento: { summary: "El seguimiento de una mejor práctica: fecha, avance, comentario y evidencia.", request: PracticeKey, result: PracticeFollowUp },
})

/**
 * print-mp {id_proyecto, id_empleado}: the practice's sheet as a PDF. `id_empleado`, when given,
 * names whose copy it is and must be the responsable or a team member [D] (400 otherwise).
 */
export const printMp = fileEndpoint({
  name: "printMp",
  method: "POST",
  path: "/print-mp",
  summary: "La ficha de una mejor práctica en PDF (información general, integrantes, resultados y seguimiento). 404 si no existe; 403 fuera de sus centros de trabajo; 400 si id_empleado no es el responsable ni un integrante.",
  access: needsAnyKey("FOR320"),
  writes: false,
  request: Schema.Struct({
    id_proyecto: Id,
    id_empleado: Schema.optional(Schema.Int.pipe(Schema.between(1, 2_147_483_647)).annotations({ message: () => ({ message: practiceCallMessages.colaborador, override: true }) })),
  }),
  file: pdfFile,
})

export const practiceEndpoints = { ...calls, printMp } as const
