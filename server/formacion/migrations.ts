import formacionCatalogos from "../db/migrations/0235_formacion_catalogos"
import agentesInstructores from "../db/migrations/0236_agentes_instructores"
import catalogosDc3 from "../db/migrations/0237_catalogos_dc3"
import nivelesPuestoFormacion from "../db/migrations/0238_niveles_puesto_formacion"
import puestosOcupacionCno from "../db/migrations/0239_puestos_ocupacion_cno"
import proyectosDnc from "../db/migrations/0240_proyectos_dnc"
import proyectosFormacion from "../db/migrations/0245_proyectos_formacion"
import asistenciasFormacion from "../db/migrations/0246_asistencias_formacion"
import proyectosFormacionDnc from "../db/migrations/0250_proyectos_formacion_dnc"
import presupuestosFormacion from "../db/migrations/0255_presupuestos_formacion"
import constanciasDc3 from "../db/migrations/0260_constancias_dc3"
import empresasComisionMixta from "../db/migrations/0261_empresas_comision_mixta"
import encuestasOpinion from "../db/migrations/0265_encuestas_opinion"
import mejoresPracticas from "../db/migrations/0266_mejores_practicas"
import formacionReportes from "../db/migrations/0270_formacion_reportes"
import constanciasDc3Hechos from "../db/migrations/0298_constancias_dc3_hechos"
import formacionReportesEscala from "../db/migrations/0295_formacion_reportes_escala"
import encuestasOpinionSecciones from "../db/migrations/0299_encuestas_opinion_secciones"

// formacion's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const formacionMigrations = {
  "0235_formacion_catalogos": formacionCatalogos,
  "0236_agentes_instructores": agentesInstructores,
  "0237_catalogos_dc3": catalogosDc3,
  "0238_niveles_puesto_formacion": nivelesPuestoFormacion,
  "0239_puestos_ocupacion_cno": puestosOcupacionCno,
  "0240_proyectos_dnc": proyectosDnc,
  "0245_proyectos_formacion": proyectosFormacion,
  "0246_asistencias_formacion": asistenciasFormacion,
  "0250_proyectos_formacion_dnc": proyectosFormacionDnc,
  "0255_presupuestos_formacion": presupuestosFormacion,
  "0260_constancias_dc3": constanciasDc3,
  "0261_empresas_comision_mixta": empresasComisionMixta,
  "0265_encuestas_opinion": encuestasOpinion,
  "0266_mejores_practicas": mejoresPracticas,
  "0270_formacion_reportes": formacionReportes,
  "0295_formacion_reportes_escala": formacionReportesEscala,
  "0298_constancias_dc3_hechos": constanciasDc3Hechos,
  "0299_encuestas_opinion_secciones": encuestasOpinionSecciones,
}
