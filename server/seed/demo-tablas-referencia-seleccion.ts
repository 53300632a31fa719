import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo's Tablas de referencia of Selección (SEL050), beside what migration 0313 seeds (the
// GP220 sources, the four kinds of requisition reason and MODULES-MX §6's barred phrases): more
// sources, rejection reasons, evaluation types and two offer templates.

const sources = [
  { n_fuente: "LinkedIn", fuente_gp220: "PORTAL" },
  { n_fuente: "Feria de empleo", fuente_gp220: "BOLSA" },
  { n_fuente: "Universidades", fuente_gp220: "BOLSA" },
]
const rejectionReasons = [
  "No cubre el perfil del puesto",
  "Pretensión salarial fuera del rango",
  "No se presentó a la entrevista",
  "Declinó la oferta",
  "Referencias laborales insuficientes",
]
const evaluationTypes = [
  { n_tipo_evaluacion: "Examen técnico", descripcion: "Conocimientos propios del puesto" },
  { n_tipo_evaluacion: "Prueba psicométrica", descripcion: "Aptitudes y rasgos relacionados con el trabajo" },
  { n_tipo_evaluacion: "Caso práctico", descripcion: "Un problema real del área resuelto por el candidato" },
]
const templates = [
  {
    n_plantilla: "Carta oferta estándar",
    texto:
      "Nos complace ofrecerle el puesto de {{puesto}} en {{empresa}}, con un salario mensual de {{salario_mensual}} y fecha de ingreso el {{f_ingreso}}. " +
      "Las prestaciones incluyen aguinaldo de {{dias_aguinaldo}} días, prima vacacional del {{prima_vacacional}} y vacaciones conforme a la LFT. " +
      "Esta oferta es válida hasta el {{f_limite}}.",
  },
  {
    n_plantilla: "Carta oferta con periodo de prueba",
    texto:
      "Nos complace ofrecerle el puesto de {{puesto}} en {{empresa}}. El contrato inicia con un periodo de prueba de {{dias_prueba}} días (LFT 39-A), " +
      "con un salario mensual de {{salario_mensual}} y fecha de ingreso el {{f_ingreso}}. Esta oferta es válida hasta el {{f_limite}}.",
  },
]

export const seedDemoSelectionReferences = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO sel_fuentes ${sql.insert(sources.map((s) => ({ ...s, activo: "1" })))}`
  yield* sql`INSERT INTO sel_motivos_rechazo ${sql.insert(rejectionReasons.map((n_motivo_rechazo) => ({ n_motivo_rechazo, activo: "1" })))}`
  yield* sql`INSERT INTO sel_tipos_evaluacion ${sql.insert(evaluationTypes.map((t) => ({ ...t, activo: "1" })))}`
  yield* sql`INSERT INTO sel_plantillas_oferta ${sql.insert(templates.map((t) => ({ ...t, activo: "1" })))}`
})
