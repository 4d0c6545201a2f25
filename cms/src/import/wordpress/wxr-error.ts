/** The file as a whole is not a WordPress export (the import cannot start). */
export class WxrError extends Error {}
