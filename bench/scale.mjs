#!/usr/bin/env node
/**
 * npm run bench:scale [-- --sizes=1000,10000,100000 --db=postgres,sqlite --samples=30 --keep]
 *
 * Per database: a fresh database, Strapi's schema and the demo categories (one start with BULLETIN_SEED=demo),
 * then for each size: articles, comments and reporters generated straight into the tables
 * (bench/scale/generate.mjs), Strapi + adapters started on them with the read cache off, a generated article
 * checked to read back through the adapters, and cold p50/p95 measured (bench/scale/measure.mjs).
 * Results: terminal, bench/results/scale-latest.json and .md (dated copies in bench/results/runs/). Not part of `npm test`.
 * PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:55432/postgres.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, startProduct } from './scale/stack.mjs';
import { generate } from './scale/generate.mjs';
import { measure } from './scale/measure.mjs';
import { writtenLine } from './report.mjs';
import { machine, markdown, writeScaleResults } from './scale/report.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    db: { type: 'string', default: 'postgres,sqlite' },
    samples: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b);
const dbs = values.db.split(',');
if (sizes.some((n) => !Number.isSafeInteger(n) || n < 100)) throw new Error('--sizes: whole numbers of 100 or more');
if (dbs.some((d) => d !== 'postgres' && d !== 'sqlite')) throw new Error('--db: postgres, sqlite or both');
const samples = Number(values.samples);
const warmup = Number(values.warmup);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

async function postgresVersion() {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  const { rows } = await c.query('SHOW server_version');
  await c.end();
  return `PostgreSQL ${rows[0].server_version}`;
}

const run = { date: new Date().toISOString(), machine: machine(), samples, warmup, sizes, results: {} };
if (dbs.includes('postgres')) run.postgresVersion = await postgresVersion();

for (const db of dbs) {
  const database = await createDatabase(db, serverUrl);
  run.results[db] = {};
  try {
    console.log(`\n[${db}] schema and categories`);
    await (await startProduct(database, { seed: true })).stop();
    for (const size of sizes) {
      console.log(`[${db}] generating up to ${size.toLocaleString('en')} articles`);
      const gen = await generate(database, size);
      console.log(`[${db}] ${gen.added.toLocaleString('en')} articles added in ${(gen.ms / 1000).toFixed(1)} s; starting Strapi + adapters`);
      const t0 = Date.now();
      const product = await startProduct(database);
      const startMs = Date.now() - t0;
      try {
        const cases = await measure(product, database, { samples, warmup });
        run.results[db][size] = { generateMs: gen.ms, startMs, cases };
      } finally {
        await product.stop();
      }
    }
  } finally {
    if (values.keep) console.log(`[${db}] kept: ${database.url ?? database.filename}`);
    else await database.drop();
  }
}

run.loadAverageStart = run.machine.loadAverage;
run.machine = machine();
console.log('\n' + markdown(run));
console.log(`\n${writtenLine(writeScaleResults(run))}`);
