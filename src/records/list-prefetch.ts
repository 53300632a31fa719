import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import { prefetchListPage } from "../../machines/records/list-prefetch"
import { listPageLoad } from "../../machines/records/record-page-calls"
import { api } from "../app/api"
import { listStorage } from "./outcomes"

/**
 * A record page's first page of its list, asked for when its route is entered (a route's
 * loader, entering only: not a link's preload nor a guard run again), so the answer travels while
 * the page's code runs and draws; its RecordPage takes it (machines/records/list-prefetch.ts).
 */
export const prefetchRecordList = (endpoints: Pick<AnyResourceEndpoints, "list">, pageKey: string): void =>
  prefetchListPage(endpoints.list, pageKey, listStorage(), listPageLoad(api, endpoints))
