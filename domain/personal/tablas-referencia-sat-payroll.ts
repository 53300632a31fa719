import { catalogueEntry, satCatalogueDescriptor } from "../records/reference/catalogue"
import { personalReferenceKeys } from "./tablas-referencia-catalogue"

// The SAT's payroll catalogues an employee record names (c_TipoContrato, c_TipoJornada,
// c_TipoRegimen), seeded by migration 0069 from domain/rules/sat-payroll-catalogs.ts: read-only.
const satPayroll = (id: string, stem: string, title: string, singular: string, column: string) =>
  catalogueEntry(
    id,
    stem,
    satCatalogueDescriptor({ resource: `catalogo-${id}`, title, singular, keys: personalReferenceKeys, id: `id_${column}`, idMax: 2, name: `n_${column}`, nameMax: 100 }),
  )

export const contractTypes = satPayroll("tipos-contrato", "CatalogoTiposContrato", "Tipos de contrato", "tipo de contrato", "tipo_contrato")
export const workdayTypes = satPayroll("tipos-jornada", "CatalogoTiposJornada", "Tipos de jornada", "tipo de jornada", "tipo_jornada")
export const payrollRegimes = satPayroll("tipos-regimen", "CatalogoTiposRegimen", "Tipos de régimen", "tipo de régimen", "tipo_regimen")
