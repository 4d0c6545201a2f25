// Types of scripts/size.mjs for the TypeScript tests that import it (tests/e2e/bundles.spec.ts).
export type Area = 'reader' | 'account' | 'admin';
export type Route = { path: string; area: Area; modules: string[]; budget?: number };
export type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;
export type RouteSize = { path: string; area: Area; gzip: number; budget?: number; laterGzip: number; chunks: string[]; laterChunks: string[]; forbidden: string[] };

export const root: string;
export const HOME_BUDGET: number;
export const ROUTES: Route[];
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function routeChunks(manifest: Manifest, route: Route): { now: Set<string>; later: Set<string> };
export function forbiddenChunks(manifest: Manifest, chunks: Iterable<string>, readChunk: (file: string) => string): string[];
export function styleSystemChunks(manifest: Manifest, chunks: string[], readChunk: (file: string) => string): string[];
export function forbiddenSourceImports(routes?: Route[]): string[];
export function measure(dist?: string): { homeGzip: number; budget: number; routes: RouteSize[]; problems: string[] };
export function kb(bytes: number): string;
