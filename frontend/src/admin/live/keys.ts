/** The live desk's list: every live story (read with the staff token: never cached, always fresh). */
export const LIVE_DESK_KEY = '/live?status=all&limit=100';
