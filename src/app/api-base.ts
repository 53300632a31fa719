import { apiPrefix } from "../../domain/api/paths"

/** `/api`, or VITE_API_URL (build time) to speak to another backend of the same contract. */
export const apiBaseURL: string = import.meta.env.VITE_API_URL || apiPrefix
