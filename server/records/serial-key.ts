import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"

// The integer keys the server draws (a folio): the identity's sequence on PostgreSQL, the next
// integer on SQLite (one writer at a time). Read in the create's transaction. Table and column
// come from this list of server constants, never from a request.
const serialKeys = {
  actas_administrativas: "id_acta",
  ayudas_economicas: "id_ayuda",
  candidatos: "id_candidato",
  cartas_finiquito: "id_carta",
  cartas_laborales: "id_carta",
  encuestas_opinion: "id_proyecto",
  eva_encuestas: "id_encuesta",
  eva_proyectos: "id_proyecto",
  evaluaciones_competencia: "id_evaluacion",
  finiquitos: "id_finiquito",
  mejores_practicas: "id_proyecto",
  movimientos_personal: "id_movimiento",
  necesidades_dnc: "id_necesidad",
  parametros_legales: "id_parametro_legal",
  pre_altas: "id_pre_alta",
  prestamos: "id_prestamo",
  presupuestos_formacion: "id_presupuesto",
  propiedades: "id_propiedad",
  proyectos_clima: "id_proyecto",
  clima_acciones: "id_accion",
  proyectos_formacion: "id_proyecto",
  proyectos_dnc: "id_proyecto_dnc",
  prorrateos_posicion: "id_prorrateo",
  reconocimientos: "id_reconocimiento",
  responsivas: "id_responsiva",
  seguimientos_contratos: "id_seguimiento",
  requisiciones: "id_requisicion",
  sel_fuentes: "id_fuente",
  sel_motivos_rechazo: "id_motivo_rechazo",
  sel_motivos_requisicion: "id_motivo",
  sel_palabras_vetadas: "id_palabra",
  sel_plantillas_oferta: "id_plantilla",
  sel_procesos: "id_proceso",
  sel_tipos_evaluacion: "id_tipo_evaluacion",
  vacantes: "id_vacante",
  sel_asignaciones: "id_asignacion",
  sel_asignaciones_historial: "id_historial",
  sel_candidatos_documentos: "id_documento",
  sel_entrevistas: "id_entrevista",
  sel_ofertas: "id_oferta",
} as const

export type SerialTable = keyof typeof serialKeys
export type SerialColumn<T extends SerialTable> = (typeof serialKeys)[T]

type SerialKeyOf<T extends SerialTable> = { readonly [K in SerialColumn<T>]: number }

/** The next key of the table. */
export const nextSerial = (table: SerialTable) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const column = serialKeys[table]
    const [row] = yield* sql.onDialectOrElse({
      pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence(${table}, ${column})) AS n`,
      orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(${sql(column)}), 0) + 1 AS n FROM ${sql(table)}`,
    })
    return Number(row?.n)
  })

/** The next key as the record's key fields, for a RecordTable's `generatedKey`. */
export const nextSerialKey = <T extends SerialTable>(table: T): Effect.Effect<SerialKeyOf<T>, SqlError, SqlClient.SqlClient> =>
  Effect.map(nextSerial(table), (n) => ({ [serialKeys[table]]: n }) as SerialKeyOf<T>)
