import { Schema } from "effect"
import { NoBody, fileEndpoint, needsAnyKey, xlsxFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { ApproveObjectives, ObjectivesFilter, SaveObjectives, SheetKey } from "./objetivos"

// EVA010's calls (MODULES-MX §0.2 and §5), every one under the key EVA010 and the caller's
// workplaces (a person outside them is a 403 before anything is read):
// - get-proyectos-objetivos: the published cycles with objectives (Objetivos, Integral) of the
//   caller's companies, newest first, with whether capture is open today.
// - get-objetivos {id_proyecto, id_empresa?, id_centro_trabajo?, id_depto?, estado?}: one row per
//   participant: Colaborador, Puesto, Jefe (occupant of the boss's position), Objetivos, Σ peso,
//   Estado (a sheet not started yet is Borrador), and whether the caller is the person or the boss.
// - get-hoja-objetivos {id_proyecto, id_empleado}: the person's sheet with its objectives, the
//   boss's objectives it may cascade from and the limits of the system parameters.
// - guardar-objetivos: replaces the sheet's objectives as a whole (Borrador or Devuelto, while
//   capture is open); enviar-objetivos: Borrador/Devuelto → Enviado; aprobar-objetivos: Enviado →
//   Aprobado or Devuelto (with a comment), only by the employee occupying the boss's position;
//   copiar-objetivos-ciclo-anterior: the person's objectives of their latest earlier cycle with
//   objectives, into this sheet as Borrador, without dates, cascade or results.
// - export-objetivos: the list's rows in Excel, streamed by the xlsx writer.

const keys = needsAnyKey("EVA010")

export const ObjectiveProject = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  tipo: Schema.String,
  estado: Schema.String,
  fase_actual: Schema.NullOr(Schema.String),
  f_inicio: Schema.String,
  f_fin: Schema.String,
  captura_abierta: Schema.Boolean,
})
export type ObjectiveProject = typeof ObjectiveProject.Type

export const ObjectiveListRow = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  jefe: Schema.String,
  objetivos: Schema.Number,
  suma_peso: Schema.Number,
  estado: Schema.String,
  /** The caller is this person. */
  propio: Schema.Boolean,
  /** The caller occupies this person's boss's position. */
  es_jefe: Schema.Boolean,
})
export type ObjectiveListRow = typeof ObjectiveListRow.Type

export const StoredObjective = Schema.Struct({
  id_objetivo: Schema.Number,
  descripcion: Schema.String,
  indicador: Schema.String,
  unidad: Schema.String,
  sentido: Schema.String,
  linea_base: Schema.NullOr(Schema.Number),
  meta: Schema.Number,
  peso: Schema.Number,
  f_compromiso: Schema.NullOr(Schema.String),
  id_objetivo_padre: Schema.NullOr(Schema.Number),
})
export type StoredObjective = typeof StoredObjective.Type

export const ObjectiveSheet = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.String,
  captura_abierta: Schema.Boolean,
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  jefe: Schema.String,
  estado_objetivos: Schema.String,
  comentario_devolucion: Schema.NullOr(Schema.String),
  f_envio: Schema.NullOr(Schema.String),
  f_aprobacion: Schema.NullOr(Schema.String),
  min_objetivo: Schema.Number,
  max_objetivo: Schema.Number,
  objetivos: Schema.Array(StoredObjective),
  objetivos_jefe: Schema.Array(Schema.Struct({ id_objetivo: Schema.Number, descripcion: Schema.String })),
  propio: Schema.Boolean,
  es_jefe: Schema.Boolean,
})
export type ObjectiveSheet = typeof ObjectiveSheet.Type

const person = { id_empleado: "empleado" } as const
const listScope = { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo", id_depto: "departamento" } as const

export const objectiveEndpoints = {
  ...endpointFamily(keys, {
    getProyectosObjetivos: {
      summary: "Los proyectos de evaluación publicados con objetivos (tipo Objetivos o Integral) de las empresas de su rol, del más reciente al más antiguo, con si hoy se capturan objetivos.",
      request: NoBody,
      result: Schema.Array(ObjectiveProject),
    },
    getObjetivos: {
      summary:
        "Los participantes de un proyecto con objetivos de sus centros de trabajo: colaborador, puesto, jefe (ocupante de la posición del jefe), número de objetivos, suma de pesos y estado (Borrador si aún no captura). Filtros: empresa, centro, departamento y estado.",
      request: ObjectivesFilter,
      scope: listScope,
      result: Schema.Array(ObjectiveListRow),
    },
    getHojaObjetivos: {
      summary: "La hoja de objetivos de un participante: sus objetivos, los del jefe de los que puede derivarlos y los límites de objetivos de los parámetros del sistema.",
      request: SheetKey,
      scope: person,
      result: ObjectiveSheet,
    },
    guardarObjetivos: {
      summary:
        "Reemplaza los objetivos de un participante: entre el mínimo y el máximo de objetivos de los parámetros del sistema, pesos de 5 a 50 que suman 100 (en centésimas), fechas compromiso dentro del periodo y objetivo padre del jefe en el mismo proyecto. Solo en borrador o devueltos, con el proyecto publicado en Captura de objetivos o Aprobación.",
      writes: true,
      request: SaveObjectives,
      scope: person,
      result: ObjectiveSheet,
    },
    enviarObjetivos: {
      summary: "Envía los objetivos de un participante a su jefe (Borrador o Devuelto → Enviado), si cumplen el número de objetivos y la suma de pesos.",
      writes: true,
      request: SheetKey,
      scope: person,
      result: ObjectiveSheet,
    },
    aprobarObjetivos: {
      summary: "Aprueba o devuelve (con comentario) los objetivos enviados de un participante. Solo el colaborador que ocupa la posición del jefe del participante.",
      writes: true,
      request: ApproveObjectives,
      scope: person,
      result: ObjectiveSheet,
    },
    copiarObjetivosCicloAnterior: {
      summary:
        "Copia los objetivos del último ciclo anterior con objetivos del participante a su hoja de este proyecto, en borrador, sin fechas compromiso, sin objetivo padre y sin resultados.",
      writes: true,
      request: SheetKey,
      scope: person,
      result: ObjectiveSheet,
    },
  }),
  exportObjetivos: fileEndpoint({
    name: "exportObjetivos",
    method: "POST",
    path: "/export-objetivos",
    summary: "La lista de objetivos de un proyecto en Excel, con los mismos filtros que get-objetivos.",
    access: keys,
    writes: false,
    scope: listScope,
    request: ObjectivesFilter,
    file: xlsxFile,
  }),
} as const

export const { getProyectosObjetivos, getObjetivos, getHojaObjetivos, guardarObjetivos, enviarObjetivos, aprobarObjetivos, copiarObjetivosCicloAnterior, exportObjetivos } =
  objectiveEndpoints
