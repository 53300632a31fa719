// What an uploaded JPEG or PNG may be once decoded. The byte limit of an upload (2 or 5 MB) says
// nothing about the pixels: a flat 16,000 x 16,000 PNG is under 1 MB and decodes to 1 GB. So
// the server reads the size from the image's header and refuses one over `imageMaxPixels`
// before decoding it, and keeps a larger side than `imageMaxSide` scaled down to it: a photo
// straight from a camera or a logo exported big is still taken, without the user resizing it.

/** The most pixels (width x height) an upload may have: a 48-megapixel photo (8,000 x 6,000) fits. */
export const imageMaxPixels = 50_000_000

/** The longest side a stored image keeps; a larger one is scaled down to it, proportions kept. */
export const imageMaxSide = 4096

/** What the API's description of each image upload says about the pictures it keeps. */
export const imageUploadNote = `Una imagen se lee y se guarda codificada de nuevo: 422 si está dañada o incompleta o si pasa de ${imageMaxPixels / 1_000_000} megapíxeles (según su encabezado, sin leerla entera); un lado de más de ${imageMaxSide} píxeles se guarda reducido, con sus proporciones.`
