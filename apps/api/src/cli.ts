import path from 'node:path';
import { parseArgs } from 'node:util';
import { countryCodes, type CountryCode } from '@quoteway/contracts';
import { loadConfig } from './config';
import { ConfigError } from './errors';
import { openDatabase, pgliteTemplateFile, writeTemplate } from './db/client';
import { seedReferenceData } from './seed/reference';
import { recordRefund, taxSellersOf } from './modules/credits';
import { gazetteerRepository, gazetteerService } from './modules/gazetteer';
import { systemClock } from './infra/clock';

const usage = `Usage: pnpm cli <command>

Commands:
  migrate                          apply database migrations
  seed                             migrate, then load professions and the places of
                                   every regional site (NZ, AU, IN) not loaded yet
  import-gazetteer FILE [--country NZ|AU|IN]
                                   import a postcode CSV (GeoNames layout, or
                                   postcode,locality,region,long,lat,territory,island)
                                   and report the rows rejected or repaired
  pglite-template FILE             write the migrated database new PGlite data
                                   folders start from (the build does)
  refund PURCHASE_ID               record a purchase refunded in full at the card
                                   processor: its credit note, and the credits it
                                   still holds taken back

Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (./data).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { country: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  if (!['migrate', 'seed', 'import-gazetteer', 'pglite-template', 'refund'].includes(command)) {
    console.error(`Unknown command '${command}'.\n\n${usage}`);
    return 1;
  }
  const country = values.country?.toUpperCase();
  if (country !== undefined && !countryCodes.includes(country as CountryCode)) {
    console.error(`--country must be one of ${countryCodes.join(', ')}`);
    return 1;
  }
  if ((command === 'import-gazetteer' || command === 'pglite-template') && !file) {
    console.error(`${command} needs a FILE.`);
    return 1;
  }
  if (command === 'refund' && !file) {
    console.error('refund needs a PURCHASE_ID.');
    return 1;
  }
  if (command === 'pglite-template' && file) {
    // Needs no configuration: it makes a database of its own, in memory.
    await writeTemplate(path.resolve(file));
    console.log(`Wrote ${file}.`);
    return 0;
  }

  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    template: pgliteTemplateFile(),
  });
  try {
    await database.migrate();
    if (command === 'migrate') {
      console.log(`Migrations applied (${database.kind}).`);
    } else if (command === 'seed') {
      const report = await seedReferenceData(database.db, countryCodes);
      console.log(`Seeded ${report.categories} categories, ${report.professions} professions.`);
      for (const load of report.localities) {
        console.log(
          load.outcome === 'unchanged'
            ? `  ${load.file}: already loaded.`
            : `  ${load.file}: ${load.imported} places imported, ${load.rejected} rejected, ` +
                `${load.repaired} repaired (${load.ms} ms).`,
        );
      }
    } else if (command === 'refund' && file) {
      const note = await recordRefund(
        {
          db: database.db,
          clock: systemClock,
          sellers: taxSellersOf(config),
          // No sockets here: the business's tabs re-read the balance when they next load.
          realtime: { toUser: () => undefined },
        },
        file,
      );
      console.log(`Credit note ${note.number} issued for purchase ${file}.`);
    } else if (file) {
      const gazetteer = gazetteerService(gazetteerRepository(database.db));
      const report = await gazetteer.importFile(
        path.resolve(file),
        country as CountryCode | undefined,
      );
      await gazetteer.settle();
      console.log(`Imported ${report.imported} rows from ${report.file}.`);
      console.log(`Repaired ${report.repaired.length} rows:`);
      for (const r of report.repaired) console.log(`  line ${r.line}: ${r.reason}`);
      console.log(`Rejected ${report.rejected.length} rows:`);
      for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reason}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
