// `npm run media:renditions`: the uploads stored before AVIF, WebP and social previews existed get them, in the
// folder or the bucket as the site is configured (the environment, then cms/.env). Safe to run again: a file that
// has them is not looked at. The work lives with Strapi's: cms/src/media/add-renditions.ts
// (docs/decisions/0036-image-renditions.md).
import { cmsRequire, prepareStrapiTask, runFileTask } from './strapi-task.mjs';

const TASK = 'media:renditions';
if (process.argv.length > 2) {
  console.log(`Usage: npm run ${TASK}

Makes the AVIF and WebP renditions and the 1200 × 630 social preview of every JPEG, PNG or WebP upload that has
none yet (uploads stored before they existed), and stores them where the site stores media. A second run makes
nothing.

Exit status: 0 every file done, 2 some files could not be read (listed; the others done), 1 it could not run.`);
  process.exit(process.argv[2] === '--help' || process.argv[2] === '-h' ? 0 : 1);
}

await prepareStrapiTask(TASK);
const { addMissingRenditions } = cmsRequire('./dist/src/media/add-renditions.js');

await runFileTask(TASK, async (strapi, progress) => {
  const outcome = await addMissingRenditions(strapi, progress);
  console.log(`added renditions to ${outcome.done} files (${outcome.formats} new formats)`);
  for (const line of outcome.failed) console.log(`not done: ${line}`);
  return outcome.failed.length ? 2 : 0;
});
