// Types of scripts/font-fallbacks.mjs for the TypeScript tests that import it (tests/unit/scripts/font-fallbacks.test.ts).
export type ScriptFont = { script: string; family: string; apple: string; lohit: string };
export type LineMetrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number };

export const SCRIPTS: ScriptFont[];
export function lineMetrics(bytes: Buffer): LineMetrics;
export function fallbackCss(font: ScriptFont): string;
export function writeAll(options?: { check?: boolean }): string[];
