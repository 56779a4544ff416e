import path from 'node:path';
import { parseArgs } from 'node:util';
import { countryCodes, type CountryCode } from '@quoteway/contracts';
import { loadConfig } from './config';
import { ConfigError, HttpError } from './errors';
import { openDatabase, pgliteTemplateFile, writeTemplate } from './db/client';
import { seedReferenceData } from './seed/reference';
import { gazetteerRepository, gazetteerService } from './modules/gazetteer';
import { hashToken } from './modules/auth';
import { operatorsModule } from './modules/operators';
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
  create-operator EMAIL [--role admin|support]
                                   make the account with this e-mail an operator
                                   (admin by default) and print its authenticator
                                   secret and recovery codes, once
  pglite-template FILE             write the migrated database new PGlite data
                                   folders start from (the build does)

Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (./data).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      country: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  if (
    !['migrate', 'seed', 'import-gazetteer', 'pglite-template', 'create-operator'].includes(command)
  ) {
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
  const role = values.role ?? 'admin';
  if (command === 'create-operator' && (!file || (role !== 'admin' && role !== 'support'))) {
    console.error('create-operator needs an EMAIL, and --role is admin or support.');
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
    } else if (command === 'create-operator' && file) {
      const operators = operatorsModule({ db: database.db, clock: systemClock }, { hashToken });
      const made = await operators.service.createOperator(
        file.trim().toLowerCase(),
        role === 'support' ? 'support' : 'admin',
      );
      console.log(`${file} is now an operator (${made.role}).`);
      console.log('Add this to an authenticator app (shown once):');
      console.log(`  ${made.totpUri}`);
      console.log(`  secret: ${made.totpSecret}`);
      console.log('Recovery codes, each works once (shown once):');
      for (const code of made.recoveryCodes) console.log(`  ${code}`);
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
    console.error(
      error instanceof ConfigError || error instanceof HttpError ? error.message : error,
    );
    process.exit(1);
  },
);
