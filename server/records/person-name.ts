// A person's full name in SQL, as the pages show it: "Nombre Paterno Materno" (no trailing
// space when there is no second surname), from the table aliased `alias` (empleados, candidatos).

export const fullNameSql = (alias: string): string =>
  `${alias}.nombre || ' ' || ${alias}.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(${alias}.apellido_materno), ''), '')`

/** "No. colaborador - Nombre", the way a request names its person. */
export const numberedNameSql = (alias: string): string => `COALESCE(${alias}.num_empleado, '') || ' - ' || ${fullNameSql(alias)}`
