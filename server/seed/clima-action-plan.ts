import type { ScopeLevel } from "../../domain/clima-laboral/planes-accion-rules"

// The action plan (CLI240) the seeds give a closed project whose results they publish: an action
// for every scope at Medio or worse, an evaluación específica where Muy alto, one in three done,
// from `f_inicio` with a commitment every 60 days (`day` turns an offset from today into a date).

export const seededActionPlan = (
  id_proyecto: number,
  levels: ReadonlyArray<ScopeLevel>,
  owner: { readonly id_responsable: number; readonly user: string; readonly stamp: string },
  day: (offset: number) => string,
  start: number,
) =>
  levels
    .filter((l) => l.nivel === "Medio" || l.nivel === "Alto" || l.nivel === "Muy alto")
    .flatMap((l, k) => {
      const base = {
        id_proyecto,
        ambito: l.ambito,
        n_ambito: l.n_ambito,
        nivel_detectado: l.nivel,
        id_responsable: owner.id_responsable,
        f_inicio: day(start),
        f_compromiso: day(start + 60 * (k + 1)),
        id_usuario_alta: owner.user,
        f_alta: owner.stamp,
        f_modificacion: owner.stamp,
      }
      const done = k % 3 === 0
      return [
        {
          ...base,
          nivel_intervencion: "Primer nivel",
          tipo_accion: l.nivel === "Medio" ? "Difusión" : "Programa de intervención",
          accion: `Reforzar la política de prevención y su difusión en ${l.ambito === "Final" ? "todo el centro" : l.n_ambito.toLowerCase()}`,
          indicador: "Personal informado / personal del centro",
          estado: done ? "Cumplida" : "En proceso",
          evidencia: done ? "Minuta y lista de asistencia de las pláticas" : null,
        },
        ...(l.nivel === "Muy alto"
          ? [
              {
                ...base,
                nivel_intervencion: "Segundo nivel",
                tipo_accion: "Evaluación específica",
                accion: `Evaluación específica de ${l.n_ambito.toLowerCase()} con un especialista`,
                indicador: "Informe de la evaluación",
                estado: "Pendiente",
                evidencia: null,
              },
            ]
          : []),
      ]
    })
