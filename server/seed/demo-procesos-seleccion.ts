import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo's Procesos de selección (SEL150): two templates whose scored stages weigh 100 each,
// one short for operative puestos and one longer for administrative ones (the vacancies of the
// demo name them). Neither is in use until a vacancy names it.

type Stage = readonly [n_etapa: string, tipo: string, obligatoria: "1" | "0", peso: number | null]

const processes: ReadonlyArray<{ readonly n_proceso: string; readonly descripcion: string; readonly etapas: ReadonlyArray<Stage> }> = [
  {
    n_proceso: "Proceso operativo",
    descripcion: "Puestos operativos de planta y almacén",
    etapas: [
      ["Postulación", "Inicial", "1", null],
      ["Filtro curricular", "Filtro", "1", 40],
      ["Entrevista con Recursos Humanos", "Entrevista", "1", 60],
      ["Oferta", "Oferta", "1", null],
      ["Contratado", "Contratado", "1", null],
      ["Descartado", "Descartado", "0", null],
    ],
  },
  {
    n_proceso: "Proceso administrativo",
    descripcion: "Puestos administrativos y de mando medio",
    etapas: [
      ["Postulación", "Inicial", "1", null],
      ["Filtro curricular", "Filtro", "1", 20],
      ["Prueba psicométrica", "Evaluación", "0", 20],
      ["Entrevista con Recursos Humanos", "Entrevista", "1", 20],
      ["Entrevista técnica", "Entrevista", "1", 30],
      ["Referencias laborales", "Referencias", "0", 10],
      ["Examen médico", "Examen médico", "0", null],
      ["Oferta", "Oferta", "1", null],
      ["Contratado", "Contratado", "1", null],
      ["Descartado", "Descartado", "0", null],
    ],
  },
]

export const seedDemoSelectionProcesses = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date(nowMs).toISOString()
    for (const p of processes) {
      yield* sql`INSERT INTO sel_procesos ${sql.insert({ n_proceso: p.n_proceso, descripcion: p.descripcion, activo: "1", id_usuario_alta: "admin@demo.mx", f_alta: at })}`
      const [row] = yield* sql<{ id: number | string }>`SELECT id_proceso AS id FROM sel_procesos WHERE n_proceso = ${p.n_proceso}`
      yield* sql`INSERT INTO sel_procesos_etapas ${sql.insert(
        p.etapas.map(([n_etapa, tipo, obligatoria, peso], i) => ({ id_proceso: Number(row?.id), orden: i + 1, n_etapa, tipo, obligatoria, peso })),
      )}`
    }
  })
