import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultAddressee, letterDueDays } from "../../domain/personal/documents-vocabulary"
import type { Principal } from "../auth/principal"
import { Now } from "../clock"
import { mexicoIsoDay } from "../../domain/dates"
import { addDays } from "../personal/cartas-laborales"
import { issueLetter } from "../personal/cartas-laborales-issue"
import { insertRecognitions } from "../personal/reconocimientos"
import { consultaCompany } from "./demo-structure"

// The demo's letters and recognitions (issue 14), so Cartas laborales and Reconocimientos show
// something real: in the first company a constancia requested five days ago and still waiting
// (overdue under LFT art. 132), one requested today, three issued through the same code the API
// uses (a constancia laboral, a constancia de percepciones reissued once with a new folio, and a
// término letter for someone who left), signed by a person of Recursos Humanos; and recognitions
// of the month (an "Empleado del mes" published, a performance award with its prize).

const seedPrincipal = (id_usuario: string): Principal => ({ tokenHash: "", id_usuario, id_rol: "GLOBAL", keys: [], rightsVersion: "" })

export const seedDemoDocuments = (nowMs: number, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = mexicoIsoDay(nowMs)
    const types = yield* sql<{ id_tipo_carta: number | string; clase_carta: string; plantilla: string; n_tipo_carta: string }>`
      SELECT id_tipo_carta, clase_carta, plantilla, n_tipo_carta FROM tipos_carta WHERE activo = '1' ORDER BY id_tipo_carta`
    const typeOf = (clase: string, salary = false) =>
      types.find((t) => t.clase_carta.trim() === clase && t.plantilla.includes("{salario_mensual}") === salary) ?? types.find((t) => t.clase_carta.trim() === clase)
    const people = yield* sql<{ id_empleado: number | string; activo: string }>`
      SELECT id_empleado, activo FROM empleados WHERE id_empresa = ${consultaCompany} ORDER BY id_empleado LIMIT 400`
    const active = people.filter((p) => p.activo === "1").map((p) => Number(p.id_empleado))
    const former = people.filter((p) => p.activo !== "1").map((p) => Number(p.id_empleado))
    const [hr] = yield* sql<{ id_empleado: number | string }>`
      SELECT e.id_empleado FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1' AND d.n_depto LIKE '%Recursos Humanos%'
      ORDER BY e.id_empleado LIMIT 1`
    const signer = Number(hr?.id_empleado ?? active[0])
    if (types.length === 0 || active.length < 12 || Number.isNaN(signer)) return

    const request = (id_empleado: number, tipo: { id_tipo_carta: number | string; plantilla: string } | undefined, f_solicitud: string, salary: boolean) =>
      Effect.gen(function* () {
        if (tipo === undefined) return null
        const [row] = yield* sql<{ id_carta: number | string }>`INSERT INTO cartas_laborales ${sql.insert({
          id_empleado,
          id_tipo_carta: Number(tipo.id_tipo_carta),
          f_solicitud,
          f_limite: addDays(f_solicitud, letterDueDays),
          dirigido_a: defaultAddressee,
          incluir_salario: salary ? "1" : "0",
          incluir_nss_rfc: "0",
          id_firmante: signer,
          texto: tipo.plantilla,
          estado: "Solicitada",
          id_usuario_alta: user,
          f_alta: new Date(nowMs).toISOString(),
        })} RETURNING id_carta`
        return Number(row?.id_carta)
      })
    const principal = seedPrincipal(user)
    const issue = (id: number | null) => (id === null ? Effect.void : Effect.asVoid(issueLetter(id, principal)))

    yield* request(active[1] ?? signer, typeOf("CL"), addDays(today, -5), false)
    yield* request(active[2] ?? signer, typeOf("CL", true), today, true)
    yield* issue(yield* request(active[3] ?? signer, typeOf("CL"), addDays(today, -1), false))
    const perceptions = yield* request(active[4] ?? signer, typeOf("CP", true), addDays(today, -2), true)
    yield* issue(perceptions)
    yield* issue(perceptions)
    if (former[0] !== undefined) yield* issue(yield* request(former[0], typeOf("TE"), today, false))

    const kinds = yield* sql<{ id: number | string; n: string }>`SELECT id_tipo_reconocimiento AS id, n_tipo_reconocimiento AS n FROM tipos_reconocimiento ORDER BY id_tipo_reconocimiento`
    const kind = (prefix: string) => Number(kinds.find((k) => k.n.startsWith(prefix))?.id ?? kinds[0]?.id)
    if (kinds.length === 0) return
    const common = { premio: null, monto: null, otorgado_por: "Dirección de Recursos Humanos" }
    yield* insertRecognitions(
      [
        { ...common, id_empleado: active[5] ?? signer, id_tipo_reconocimiento: kind("Empleado del mes"), f_reconocimiento: today, motivo: "Por su atención al cliente y su puntualidad durante el mes", publicar: "1" as const },
        { ...common, id_empleado: active[6] ?? signer, id_tipo_reconocimiento: kind("Empleado del mes"), f_reconocimiento: addDays(today, -31), motivo: "Por cerrar el inventario sin diferencias", publicar: "1" as const },
        {
          ...common,
          id_empleado: active[7] ?? signer,
          id_tipo_reconocimiento: kind("Desempeño"),
          f_reconocimiento: addDays(today, -3),
          motivo: "Por superar las metas de productividad del trimestre",
          premio: "Día libre y bono",
          monto: 2500,
          publicar: "0" as const,
        },
        { ...common, id_empleado: active[8] ?? signer, id_tipo_reconocimiento: kind("Seguridad"), f_reconocimiento: addDays(today, -10), motivo: "Por proponer la mejora de señalización del almacén", publicar: "0" as const },
      ],
      principal,
    )
  }).pipe(Effect.provideService(Now, () => nowMs))
