import { imageStore } from "../records/image-store"

// Where the projects' prevention policies live (migration 0300): beside the project, keyed by its key.
export const climatePolicies = imageStore({ images: "proyectos_clima_politicas", records: "proyectos_clima", key: "id_proyecto", column: "politica_prevencion" })
