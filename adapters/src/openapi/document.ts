/**
 * The OpenAPI 3.1 document of the API, generated from the route table (`routes.ts`) and the zod schemas:
 * request bodies from the input side of the request schemas (`schemas/*`), answers from the response shapes
 * (`schemas/responses.ts`), both through zod's own `z.toJSONSchema` (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 * Built once, on first use.
 */
import { z } from 'zod';
import * as responses from '@bulletin/contract';
import { ROUTES, type RouteDoc } from './routes.js';

type Json = Record<string, unknown>;

/** The statuses any route may answer besides its own (the envelope, a Strapi outage, body-parser limits). */
const COMMON_ERRORS: Record<number, string> = { 502: 'The content service (Strapi) is unavailable' };
const BODY_ERRORS: Record<number, string> = { 400: 'Malformed JSON, or invalid input', 413: 'The body is too large (100 kB; 150 MB for articles)' };
/** What every route may answer, itself included: an address carrying a NUL (`%00`) is refused up front (middleware/nul-guard.ts). */
const URL_ERRORS: Record<number, string> = { 400: 'Malformed URL: the address carries a NUL (`%00`)' };

/** What each tag of the route table groups (a tag without a description here is a linter's warning). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Accounts and sessions: sign-up, sign-in, the signed-in account, sign-out, a forgotten password',
  Articles: 'Articles: lists with filters, search and sorting, one article, the newsroom\'s writes along the workflow, views and likes',
  Comments: "An article's comments: reading, posting and deleting them",
  Corrections: "Corrections of published articles: editors and admins add and change them (never delete); the latest across the site",
  Categories: 'The category tree: lists with article counts in a language, one category, the newsroom\'s writes',
  Authors: "Author pages: a staff member's public profile (their articles are the article list's `author` filter)",
  Users: "Admins' management of accounts: lists, roles, blocking, deletion",
  Analytics: "Page views: the reader's beacon, and the newsroom's figures (dashboard, overview, an article's, the CSV export)",
  Newsletter: 'Newsletter subscriptions: double opt-in, confirmation, one-click unsubscribe',
  Audit: "The newsroom's activity log (admins)",
  Outbox: 'The e-mails a site without an SMTP server would have sent (admins)',
  Revisions: "An article's saved revisions: the history, one revision, restoring it",
  Settings: "The site's settings the newsroom's screens read",
  Live: "Live coverage: stories, their entries, and a story's Server-Sent Events stream",
  Operations: 'Liveness and readiness checks, and this reference',
};

/**
 * The API's licence: Bulletin is not published under an open licence, so its reference says so (an SPDX
 * `LicenseRef-` names a licence of its own; docs/decisions/0031-feeds-and-head-validators.md).
 */
const LICENSE = { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Bulletin-Proprietary' };

const REF = (id: string) => `#/components/schemas/${id}`;

/** `/articles/:id` → `/articles/{id}`. */
function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** `post /articles/:id/like` → `postArticlesIdLike`. */
export function operationId(route: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** zod's output carries `$schema`/`$id` on each top-level schema; a component needs neither. */
function asComponents(schemas: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [id, { $schema: _s, $id: _i, ...schema }] of Object.entries(schemas)) out[id] = schema;
  return out;
}

/** The schemas as components, and the component id of each (a schema used twice is one component). */
function convert(entries: Array<[string, z.ZodType]>, named: z.ZodType[], io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>();
  for (const shape of named) registry.add(shape, { id: z.globalRegistry.get(shape)!.id as string });
  for (const [id, schema] of entries) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: REF });
  return { components: asComponents(schemas as Record<string, Json>), idOf: (schema: z.ZodType) => registry.get(schema)!.id };
}

/** The response shapes that have a name (`.meta({ id })`) become named components. */
function namedShapes(): z.ZodType[] {
  return (Object.values(responses) as unknown[]).filter((v): v is z.ZodType => v instanceof z.ZodType && typeof z.globalRegistry.get(v)?.id === 'string');
}

function bodies(route: RouteDoc): z.ZodType[] {
  return route.body === undefined ? [] : Array.isArray(route.body) ? route.body : [route.body];
}

function description(route: RouteDoc): string {
  const auth = { none: 'No token needed.', optional: 'A token is read when sent.', required: 'A token is required.' }[route.auth];
  return `**Who may call:** ${route.who}. ${auth}`;
}

function errorResponses(route: RouteDoc): Json {
  const statuses = { ...URL_ERRORS, ...(route.tag === 'Operations' ? {} : COMMON_ERRORS), ...(route.body ? BODY_ERRORS : {}), ...route.errors };
  const out: Json = {};
  for (const [status, text] of Object.entries(statuses)) {
    out[status] = { description: text, content: { 'application/json': { schema: { $ref: REF('ErrorEnvelope') } } } };
  }
  return out;
}

function parameters(route: RouteDoc, queryComponent: Json | undefined): Json[] {
  const list: Json[] = [];
  for (const [name, text] of Object.entries(route.params ?? {})) {
    list.push({ name, in: 'path', required: true, description: text, schema: { type: 'string' } });
  }
  if (route.query) {
    const schema = queryComponent as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, { description: text, ...property }] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, ...(text ? { description: text } : {}), schema: property });
    }
  }
  return list;
}

function buildDocument(): Json {
  const outputs = convert(
    ROUTES.filter((r) => !r.produces).flatMap((r) =>
      Object.entries(r.ok).flatMap(([status, a]): Array<[string, z.ZodType]> => (a.body ? [[`${operationId(r)}${status}`, a.body]] : [])),
    ),
    namedShapes(),
    'output',
  );
  const inputs = convert(
    ROUTES.flatMap((r) => [
      ...bodies(r).map((b, i): [string, z.ZodType] => [`${operationId(r)}Body${i === 0 ? '' : i + 1}`, b]),
      ...(r.query ? [[`${operationId(r)}Query`, r.query] as [string, z.ZodType]] : []),
    ]),
    [],
    'input',
  );
  const queryIds = new Set(ROUTES.flatMap((r) => (r.query ? [inputs.idOf(r.query)] : [])));

  const paths: Record<string, Json> = {};
  for (const route of ROUTES) {
    const id = operationId(route);
    const ok: Json = {};
    for (const [status, answer] of Object.entries(route.ok)) {
      const media = route.produces ?? 'application/json';
      if (!answer.body) {
        ok[status] = { description: answer.description };
        continue;
      }
      const schema = route.produces ? { type: 'string' } : { $ref: REF(outputs.idOf(answer.body)) };
      ok[status] = { description: answer.description, content: { [media]: { schema } } };
    }
    const bodyList = bodies(route);
    const operation: Json = {
      operationId: id,
      tags: [route.tag],
      summary: route.summary,
      description: description(route),
      'x-who': route.who,
      ...(route.auth === 'required' ? { security: [{ bearer: [] }] } : route.auth === 'optional' ? { security: [{}, { bearer: [] }] } : { security: [] }),
      ...(route.params || route.query ? { parameters: parameters(route, route.query && inputs.components[inputs.idOf(route.query)]) } : {}),
      ...(bodyList.length > 0
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema:
                    bodyList.length === 1
                      ? { $ref: REF(inputs.idOf(bodyList[0]!)) }
                      : { oneOf: bodyList.map((b) => ({ $ref: REF(inputs.idOf(b)) })) },
                },
              },
            },
          }
        : {}),
      responses: { ...ok, ...errorResponses(route) },
    };
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }

  const schemas: Record<string, Json> = { ...outputs.components };
  for (const [id, schema] of Object.entries(inputs.components)) if (!queryIds.has(id)) schemas[id] = schema;

  return {
    openapi: '3.1.0',
    info: {
      title: 'Bulletin API',
      version: '1.0.0',
      license: LICENSE,
      description:
        'Bulletin\'s API. Every answer is an envelope: `{ success: true, data }`, or the right status with ' +
        '`{ success: false, message, errors? }` (`errors` lists field problems). Roles: `user`, `reporter`, `editor`, `admin`.',
    },
    servers: [{ url: '/api' }],
    security: [],
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /auth/login or /auth/register' },
      },
      schemas,
    },
  };
}

let built: Json | null = null;

/** The document (built once). */
export function openApiDocument(): Json {
  built ??= buildDocument();
  return built;
}
