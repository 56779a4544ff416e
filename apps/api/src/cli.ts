import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countryCodes, type CountryCode } from '@quoteway/contracts';
import { loadConfig } from './config';
import { ConfigError, HttpError } from './errors';
import { backupEmbedded, backupFileFor, restoreEmbedded } from './db/backup';
import { openDatabase, pgliteTemplateFile, writeTemplate } from './db/client';
import { seedReferenceData } from './seed/reference';
import { recordRefund, taxSellersOf } from './modules/credits';
import { gazetteerRepository, gazetteerService } from './modules/gazetteer';
import { hashToken } from './modules/auth';
import { operatorAccounts } from './modules/operators';
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
  backup DIR|FILE.tar.gz           back up the embedded database and the uploads
                                   folder into one archive with a manifest (stop the
                                   server first; PostgreSQL: pg_dump, deploy/README.md)
  restore FILE --data-dir DIR      restore a backup into an empty data folder, apply
                                   newer migrations and check it against the manifest
  refund PURCHASE_ID               record a purchase refunded in full at the card
                                   processor: its credit note, and the credits it
                                   still holds taken back

Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (./data).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      country: { type: 'string' },
      'data-dir': { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  const commands = [
    'migrate',
    'seed',
    'import-gazetteer',
    'pglite-template',
    'backup',
    'restore',
    'refund',
    'create-operator',
  ];
  if (!commands.includes(command)) {
    console.error(`Unknown command '${command}'.\n\n${usage}`);
    return 1;
  }
  const country = values.country?.toUpperCase();
  if (country !== undefined && !countryCodes.includes(country as CountryCode)) {
    console.error(`--country must be one of ${countryCodes.join(', ')}`);
    return 1;
  }
  if (['import-gazetteer', 'pglite-template', 'restore'].includes(command) && !file) {
    console.error(`${command} needs a FILE.`);
    return 1;
  }
  if (command === 'backup' && !file) {
    console.error('backup needs a folder or a FILE.tar.gz to write.');
    return 1;
  }
  if (command === 'restore' && file) {
    const dataDir = values['data-dir'];
    if (!dataDir) {
      console.error('restore needs --data-dir DIR (an empty folder; never the live one).');
      return 1;
    }
    const started = performance.now();
    const { manifest, migrated } = await restoreEmbedded(path.resolve(file), path.resolve(dataDir));
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir} ` +
        `(${Math.round(performance.now() - started)} ms${migrated ? ', migrated' : ''}): ` +
        `${describeRows(manifest.rows)}, ${manifest.uploads.files} uploads. ` +
        `Start the server with DATA_DIR=${dataDir}.`,
    );
    return 0;
  }
  if (command === 'refund' && !file) {
    console.error('refund needs a PURCHASE_ID.');
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
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  if (
    command === 'backup' &&
    !config.DATABASE_URL &&
    !existsSync(path.join(pgliteDir, 'PG_VERSION'))
  ) {
    console.error(`There is no embedded database in ${pgliteDir} to back up (DATA_DIR).`);
    return 1;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    template: pgliteTemplateFile(),
  });
  try {
    if (command === 'backup' && file) {
      if (database.kind !== 'pglite') {
        console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (deploy/README.md).');
        return 1;
      }
      const started = performance.now();
      const backup = await backupEmbedded(database, {
        uploadsDir: path.join(config.DATA_DIR, 'uploads'),
        file: backupFileFor(file, new Date()),
      });
      console.log(
        `Wrote ${backup.file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ` +
          `${Math.round(performance.now() - started)} ms): ${describeRows(backup.manifest.rows)}, ` +
          `${backup.manifest.uploads.files} uploads.`,
      );
      return 0;
    }
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
          realtime: { toUser: () => undefined, disconnectUser: () => undefined },
        },
        file,
      );
      console.log(`Credit note ${note.number} issued for purchase ${file}.`);
    } else if (command === 'create-operator' && file) {
      const operators = operatorAccounts({ db: database.db, clock: systemClock }, { hashToken });
      const made = await operators.createOperator(
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

/** "12 users, 40 jobs, ..." */
function describeRows(rows: Record<string, number>): string {
  return Object.entries(rows)
    .map(([table, n]) => `${n} ${table.replace('_', ' ')}`)
    .join(', ');
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
