/**
 * `GET /api/docs`: the OpenAPI document as a self-contained HTML page, rendered on the server. No script and no
 * file from elsewhere (the site's CSP, `script-src 'self'`, holds, and the page works offline); the one
 * `<style>` element is allowed by `style-src 'unsafe-inline'`. Schemas are shown as compact type outlines with
 * links to the named shapes.
 */
/** The parts of a JSON Schema (2020-12) the outline reads. */
type Schema = {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  format?: string;
  description?: string;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Response = { description: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId: string;
  tags?: string[];
  summary: string;
  description: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
};
/** The parts of the OpenAPI document the page reads. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const escape = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A description's `code` spans and **bold**, escaped. */
const prose = (text: unknown) =>
  escape(text ?? '')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

const refName = (ref: string) => ref.split('/').pop()!;

/** One schema as an outline: `{ title: string, tags?: string[] }`, named shapes as links. */
function outline(schema: Schema | undefined, indent = ''): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = escape(refName(schema.$ref));
    return `<a href="#schema-${name}">${name}</a>`;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((s) => outline(s, indent)).join(' | ');
  if (schema.const !== undefined) return escape(JSON.stringify(schema.const));
  if (schema.enum) return schema.enum.map((v) => escape(JSON.stringify(v))).join(' | ');
  const type: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.includes('object') && schema.properties) {
    const inner = indent + '  ';
    const required = new Set(schema.required ?? []);
    const lines = Object.entries(schema.properties).map(([key, value]) => {
      const note = value.description ? ` <span class="note">// ${prose(value.description)}</span>` : '';
      return `${inner}${escape(key)}${required.has(key) ? '' : '?'}: ${outline(value, inner)}${note}`;
    });
    const rest = schema.additionalProperties === false ? '' : `\n${inner}…`;
    return `{\n${lines.join('\n')}${rest}\n${indent}}${type.includes('null') ? ' | null' : ''}`;
  }
  if (type.includes('object')) return typeof schema.additionalProperties === 'object' ? `{ [key]: ${outline(schema.additionalProperties, indent)} }` : 'object';
  if (type.includes('array')) return `${outline(schema.items, indent)}[]`;
  const words = type.map((t) => (t === 'integer' ? 'number' : t));
  const format = schema.format ? ` <span class="note">(${escape(schema.format)})</span>` : '';
  return words.length > 0 ? `${escape(words.join(' | '))}${format}` : 'any';
}

/** A schema that is only a reference to a named shape, shown in place (its own references stay links). */
function expanded(schema: Schema | undefined, schemas: Record<string, Schema>): string {
  if (schema?.oneOf) return schema.oneOf.map((s) => expanded(s, schemas)).join('\n<span class="note">or</span>\n');
  const named = schema?.$ref ? schemas[refName(schema.$ref)] : undefined;
  return outline(named ?? schema);
}

function operationHtml(method: string, path: string, op: Operation, schemas: Record<string, Schema>): string {
  const params = op.parameters ?? [];
  const paramRows = params
    .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}${p.required ? ', required' : ''}</td><td><code>${outline(p.schema)}</code></td><td>${prose(p.description ?? '')}</td></tr>`)
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const [media, content] = Object.entries(r.content ?? {})[0] ?? [];
      const shape = media === 'application/json' ? `<pre>${expanded(content?.schema, schemas)}</pre>` : media ? `<p><code>${escape(media)}</code></p>` : '';
      return `<li><span class="status s${status[0]}">${escape(status)}</span> ${prose(r.description)}${status.startsWith('2') ? shape : ''}</li>`;
    })
    .join('');
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h3>
<p>${prose(op.summary)}</p>
<p>${prose(op.description)}</p>
${paramRows ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th></th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${body ? `<h4>Body (JSON)</h4><pre>${expanded(body, schemas)}</pre>` : ''}
<h4>Answers</h4><ul class="answers">${responses}</ul>
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a202c;background:#fff}
header{background:#b80000;color:#fff;padding:1rem 2rem}header a{color:#fff}header h1{margin:0;font-size:1.5rem}
main{display:grid;grid-template-columns:16rem 1fr;gap:2rem;padding:1rem 2rem;max-width:80rem}
nav{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;font-size:.9rem}nav ul{list-style:none;padding-left:.5rem}
nav a{color:#1a202c;text-decoration:none}nav a:hover{text-decoration:underline}
.op{border-top:1px solid #e2e8f0;padding:.5rem 0 1rem}.op h3{margin:.5rem 0;font-size:1.05rem}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2b6cb0}.post{background:#2f855a}.put{background:#b7791f}.delete{background:#c53030}
pre{background:#f7fafc;border:1px solid #e2e8f0;border-radius:4px;padding:.5rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #e2e8f0;padding:.2rem .5rem;text-align:left;vertical-align:top}
.status{font-weight:bold}.s2{color:#2f855a}.s4,.s5{color:#c53030}.note{color:#718096}.answers{padding-left:1rem}
a{color:#2b6cb0}@media (max-width:50rem){main{grid-template-columns:1fr}nav{position:static;max-height:none}}
`;

/** The whole page for a document. */
export function docsPage(doc: OpenApiDocument): string {
  const ops: Array<{ tag: string; method: string; path: string; op: Operation }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) ops.push({ tag: op.tags?.[0] ?? 'Other', method, path, op });
  }
  const tags = doc.tags.map((t) => t.name);
  const nav = tags
    .map((tag) => `<li><strong>${escape(tag)}</strong><ul>${ops.filter((o) => o.tag === tag).map((o) => `<li><a href="#${escape(o.op.operationId)}">${o.method.toUpperCase()} ${escape(o.path)}</a></li>`).join('')}</ul></li>`)
    .join('');
  const sections = tags
    .map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.filter((o) => o.tag === tag).map((o) => operationHtml(o.method, o.path, o.op, doc.components.schemas)).join('\n')}`)
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p>${prose(schema.description)}</p>` : ''}<pre>${outline(schema)}</pre></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><header><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${prose(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}). Authentication: <code>Authorization: Bearer &lt;token&gt;</code>.</p></header>
<main><nav aria-label="Operations"><ul>${nav}<li><a href="#schemas"><strong>Shapes</strong></a></li></ul></nav>
<div>${sections}<h2 id="schemas">Shapes</h2>${schemas}</div></main></body></html>`;
}
