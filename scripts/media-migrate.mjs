// `npm run media:migrate`: moves the uploads still in Strapi's folder (each file and its formats) into the
// S3-compatible bucket of S3_BUCKET… (cms/config/media.ts) and points their stored addresses there. Same
// configuration as `npm start` (the environment, then cms/.env); safe to run again: a file already in the bucket
// is not moved twice. The code that moves lives with Strapi's: cms/src/media/migrate.ts
// (docs/decisions/0035-media-object-storage.md).
import { cmsRequire, prepareStrapiTask, runFileTask } from './strapi-task.mjs';

const TASK = 'media:migrate';
if (process.argv.length > 2) {
  console.log(`Usage: npm run ${TASK}

Moves every upload still in Strapi's uploads folder (public/uploads, CMS_PUBLIC_DIR), with its formats, into the
bucket of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and MEDIA_PUBLIC_URL), as the
site is configured; the stored addresses change to the bucket's and the local copies are removed. Run it once
after setting those variables; a second run moves nothing.

Exit status: 0 every local file moved, 2 some files had no local copy (listed; the others moved), 1 it could not run.`);
  process.exit(process.argv[2] === '--help' || process.argv[2] === '-h' ? 0 : 1);
}

await prepareStrapiTask(TASK);
const { migrateLocalMedia } = cmsRequire('./dist/src/media/migrate.js');

await runFileTask(TASK, async (strapi, progress) => {
  const outcome = await migrateLocalMedia(strapi, progress);
  console.log(`moved ${outcome.moved} files (${outcome.objects} objects with their formats); ${outcome.alreadyInBucket} were already in the bucket`);
  for (const url of outcome.missing) console.log(`no local copy of ${url}: left as it was`);
  return outcome.missing.length ? 2 : 0;
});
