// `npm run import -- wordpress FILE.xml [--media DIR] [--map-authors FILE] [--json]`: brings a WordPress export into the site's
// database while the site runs. Same configuration as `npm start` (the environment, then cms/.env): Strapi is
// booted in this process on that database (no HTTP server) and every write goes through its document service,
// so the site's rules apply and its read cache is purged (docs/decisions/0019-wordpress-import.md).
// The code that imports lives with Strapi's: cms/src/import/wordpress/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cmsRequire, loadStrapi, prepareStrapiTask } from './strapi-task.mjs';

const USAGE = `Usage: npm run import -- wordpress FILE.xml [--media DIR] [--map-authors FILE] [--json]

Imports a WordPress export (Tools → Export, WXR 1.2) into the site's database: posts (published, drafts,
pending → review, scheduled), categories with their parents, tags, authors (reporter accounts of their own,
blocked until an admin sets a password), featured and inline images, approved comments. Safe to run again:
nothing is imported twice. Uses the same configuration as \`npm start\` (environment variables, cms/.env).

  FILE.xml             the export file
  --media DIR          a copy of the site's wp-content/uploads (files at the paths the export names, such as
                       2024/05/photo.jpg); the export's own folder is always looked in too
  --map-authors FILE   a JSON object naming export authors who write under an account the site already has,
                       {"<author login or e-mail>": "<account e-mail>"}; without it no existing account is used
  --json               print the summary as JSON (no progress bar)
  -h, --help           this text

Exit status: 0 all posts imported, 2 some posts failed (the others were imported), 1 the import could not run.`;

function stop(message) {
  console.error(`[import] ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { media: { type: 'string' }, 'map-authors': { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  stop(`${error.message}\n\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [source, fileArg, ...extra] = args.positionals;
if (source !== 'wordpress' || !fileArg || extra.length) stop(source && source !== 'wordpress' ? `unknown source "${source}" (only "wordpress")\n\n${USAGE}` : USAGE);

// `npm run` starts scripts in the repository's root; paths are the caller's (INIT_CWD).
const callerDir = process.env.INIT_CWD || process.cwd();
const file = path.resolve(callerDir, fileArg);
if (!existsSync(file) || !statSync(file).isFile()) stop(`no such file: ${file}`);
const mediaDir = args.values.media ? path.resolve(callerDir, args.values.media) : null;
if (mediaDir && (!existsSync(mediaDir) || !statSync(mediaDir).isDirectory())) stop(`no such folder: ${mediaDir}`);
const mapFile = args.values['map-authors'] ? path.resolve(callerDir, args.values['map-authors']) : null;
if (mapFile && (!existsSync(mapFile) || !statSync(mapFile).isFile())) stop(`no such file: ${mapFile}`);

await prepareStrapiTask('import');

const { readExportHead } = cmsRequire('./dist/src/import/wordpress/wxr-file.js');
const { readAuthorMap } = cmsRequire('./dist/src/import/wordpress/author-map.js');
const { importWordpress } = cmsRequire('./dist/src/import/wordpress/import-run.js');
const { summaryLines, exitStatus } = cmsRequire('./dist/src/import/wordpress/summary.js');
const { createProgress } = cmsRequire('./dist/src/import/wordpress/progress.js');

// The export's head (and the author mapping) are read before Strapi starts: a file that is no WordPress export,
// or a mapping naming no author of it, fails at once, writing nothing. The items are read later, as a stream.
let head;
let authorMap;
try {
  head = await readExportHead(file);
  authorMap = mapFile ? readAuthorMap(readFileSync(mapFile, 'utf8'), head.authors) : undefined;
} catch (error) {
  stop(error?.message ?? String(error));
}

let strapi;
try {
  // Strapi's own start-up lines are not the import's business; warnings (a purge notice not delivered) are,
  // on stderr with the progress: stdout carries the summary alone (`--json` can be piped).
  strapi = await loadStrapi(process.env.IMPORT_LOG_LEVEL ?? 'warn');
} catch (error) {
  stop(`Strapi could not start on the site's database: ${error?.message ?? error}`);
}

const silent = { write: () => true, isTTY: false };
let status = 1;
try {
  const summary = await importWordpress(strapi, { file, head, mediaDir, authorMap }, (total) => createProgress(args.values.json ? silent : process.stderr, total));
  console.log(args.values.json ? JSON.stringify(summary, null, 2) : summaryLines(summary).join('\n'));
  status = exitStatus(summary);
} catch (error) {
  console.error(`[import] ${error?.message ?? error}`);
}
await strapi.destroy().catch(() => undefined);
process.exit(status);
