import { coursesEndpoints } from "../../../domain/formacion/proyectos-formacion"
import { prefetchRecordList } from "../../records/list-prefetch"

// The courses list's key (its stored query) and its first page asked ahead, apart from the page's
// view so the route's loader runs only this much before the request leaves.

export const coursesPageKey = "/formacion/proyectos-formacion"

export const prefetchCourses = (): void => prefetchRecordList(coursesEndpoints, coursesPageKey)
