// The import rules of the repository, checked by `npm run lint` (dependency-cruiser). See ARCHITECTURE.md.
//
// 1. The workspaces (frontend, cms, adapters) import only the packages (`@bulletin/contract`, `@bulletin/images`),
//    never each other; the packages import no workspace.
// 2. Inside a workspace, every folder under src/ is a room in a layer. A module imports its own room and rooms of
//    lower layers only: features build on shared rooms, never the reverse, never across (rooms of one layer do not
//    import each other), so no two rooms can import each other in a circle. A new folder must be given a layer here.
// 3. No circle between modules anywhere.

/** Lowest layer first. `/file.ts` names a file at the top of src/; `*` every other file there (entry points). */
const LAYERS = {
  'frontend/src': [
    ['styles'],
    ['i18n'],
    ['lib'],
    ['session', 'ssr', 'ui'],
    ['reader', 'admin', 'account', 'frame'],
    ['app'],
    ['*'],
  ],
  'adapters/src': [
    ['/env.ts'],
    ['http'],
    ['translate', 'middleware'],
    ['strapi', 'bus'],
    ['cache', 'live', 'analytics'],
    ['routes', 'pages', 'openapi'],
    ['feeds', 'site'],
    ['*'],
  ],
  'cms/src': [
    ['db'],
    // Reading a request's input, used by the rooms above it (media's focal point included).
    ['requests'],
    ['access', 'mail', 'media'],
    ['accounts', 'articles', 'purge', 'newsletter'],
    ['categories', 'live', 'revisions', 'seed', 'analytics', 'authors'],
    ['audit'],
    // Where Strapi looks for them: content types and their routes, policies, middlewares, plugin extensions; and
    // the command-line import, which writes through all of the above.
    ['api', 'policies', 'middlewares', 'extensions', 'import'],
    ['*'],
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path pattern of one room of a workspace. */
function roomPath(workspace, room, rooms) {
  const base = `^${escape(workspace)}/`;
  if (room === '*') {
    const files = rooms.filter((r) => r.startsWith('/')).map((r) => escape(r.slice(1)));
    return `${base}(?!(${files.join('|') || '$^'})$)[^/]+$`;
  }
  if (room.startsWith('/')) return `${base}${escape(room.slice(1))}$`;
  return `${base}${escape(room)}/`;
}

function layerRules(workspace, layers) {
  const rooms = layers.flat();
  const rules = [];
  layers.forEach((layer, index) => {
    for (const room of layer) {
      const forbidden = layers
        .slice(index)
        .flat()
        .filter((other) => other !== room);
      if (forbidden.length === 0) continue;
      rules.push({
        name: `${workspace}: ${room} imports upward or across`,
        comment: `${room} may import only its own room and lower layers (.dependency-cruiser.cjs, ARCHITECTURE.md)`,
        severity: 'error',
        from: { path: roomPath(workspace, room, rooms) },
        to: { path: forbidden.map((other) => roomPath(workspace, other, rooms)).join('|') },
      });
    }
  });
  const known = rooms.map((room) => roomPath(workspace, room, rooms)).join('|');
  rules.push({
    name: `${workspace}: a folder without a layer`,
    comment: 'every folder under src/ is a room with a layer in .dependency-cruiser.cjs',
    severity: 'error',
    from: { path: `^${escape(workspace)}/`, pathNot: known },
    to: {},
  });
  return rules;
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'modules that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'workspaces import only the packages',
      severity: 'error',
      from: { path: '^(frontend|cms|adapters)/' },
      to: { path: '^(frontend|cms|adapters)/', pathNot: '^$1/' },
    },
    {
      name: 'the packages import no workspace',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(frontend|cms|adapters|tests|scripts|bench)/' },
    },
    ...Object.entries(LAYERS).flatMap(([workspace, layers]) => layerRules(workspace, layers)),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|build|\\.strapi|\\.cache)/|^cms/types/generated/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.css'],
    },
  },
};
