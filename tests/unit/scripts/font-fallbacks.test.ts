import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackCss, lineMetrics, SCRIPTS, writeAll } from '../../../scripts/font-fallbacks.mjs';

/**
 * The script fonts' fallback faces (docs/decisions/0025-interface-languages.md): a page swapping from the system font
 * to Noto keeps its lines' height because the fallback carries Noto's own line metrics, read from the files shipped.
 */
const root = path.resolve(__dirname, '../../..');
const tamilWoff = () => readFileSync(path.join(root, 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'));

describe('script font fallbacks', () => {
  it("reads a font's line metrics from its WOFF file", () => {
    // Noto Sans Tamil's published metrics: 1000 units to the em, ascender 870, descender -370, no line gap.
    expect(lineMetrics(tamilWoff())).toEqual({ unitsPerEm: 1000, ascent: 870, descent: -370, lineGap: 0 });
    expect(() => lineMetrics(Buffer.from('not a font'))).toThrow('not a WOFF 1.0 file');
  });

  it("gives each script's fallback face Noto's ascent, descent and line gap, for that script's letters only", () => {
    const tamil = fallbackCss(SCRIPTS.find((s) => s.script === 'tamil')!);
    expect(tamil).toContain("font-family: 'Noto Sans Tamil Fallback';");
    expect(tamil).toContain('ascent-override: 87%;');
    expect(tamil).toContain('descent-override: 37%;');
    expect(tamil).toContain('line-gap-override: 0%;');
    expect(tamil).toContain('size-adjust: 100%;');
    expect(tamil).toMatch(/unicode-range: [^;]*U\+0B82-0BFA/);
    expect(tamil).toContain("local('Nirmala UI')");
  });

  it('the written files are up to date with the installed fonts', () => {
    expect(writeAll({ check: true })).toEqual([]);
  });

  it("every language's font stack names its script's fallback right after the Noto font", () => {
    const css = readFileSync(path.join(root, 'frontend/src/styles/base.css'), 'utf8');
    for (const { family } of SCRIPTS) expect(css).toContain(`'${family}', '${family} Fallback',`);
  });
});
