import { imageStore } from "../records/image-store"

// A company's logo: the bytes in empresas_logos (migration 0064) under their version, and
// `empresas.logo` naming the one the record uses (server/records/image-store.ts).

export const companyLogos = imageStore({ images: "empresas_logos", records: "empresas", key: "id_empresa", column: "logo" })

export const { read: readCompanyLogo, isStored: logoStored, dropUnused: dropUnusedLogos } = companyLogos
