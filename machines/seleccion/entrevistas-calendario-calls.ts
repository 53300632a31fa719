import { messages } from "../../domain/messages"
import { type CalendarInterview, type WeekInterviews, calendarInterviewOf } from "../../domain/seleccion/entrevistas-calendario"
import { interviewsEndpoints } from "../../domain/seleccion/entrevistas"
import type { ApiPort } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The read of Entrevistas' calendar (SEL250): one week's interviews from the list endpoint, the
// server filtering by fecha_desde / fecha_hasta and by the caller's workplaces, in pages of the
// largest size the endpoint takes. A week fuller than `maxPages` pages shows what was read and
// says how many more there are (the machine's `total`), never a browser-side filter over all.

export interface WeekRequest {
  readonly desde: string
  readonly hasta: string
}

const pageSize = 100
const maxPages = 10

export const interviewCalendarCalls = (api: ApiPort) => ({
  week: async ({ desde, hasta }: WeekRequest): Promise<Loaded<WeekInterviews>> => {
    const read: Array<CalendarInterview> = []
    let total = 0
    for (let pagina = 1; pagina <= maxPages; pagina++) {
      const result = await api.call(interviewsEndpoints.list, { pagina, por_pagina: pageSize, orden: "fecha", direccion: "asc", fecha_desde: desde, fecha_hasta: hasta })
      if (!result.ok) return { kind: "failed", message: isNoAnswer(result) ? messages.errorGeneral : messages.errorObtener }
      const page = result.value.result
      total = page.total
      for (const row of page.registros) {
        const item = calendarInterviewOf(row)
        // A row that moved pages while they were read (one added meanwhile) is kept once.
        if (item !== null && !read.some((r) => r.id_entrevista === item.id_entrevista)) read.push(item)
      }
      if (page.registros.length < pageSize || pagina * pageSize >= total) break
    }
    return { kind: "loaded", value: { registros: read, total } }
  },
})
