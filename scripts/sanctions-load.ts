// npm run sanctions:load -- <file> [<file> …]
// Files: the OFAC SDN list's sdn.csv (alt.csv is read from the same folder), the EU consolidated list's XML, the UK
// consolidated list's CSV. Each replaces its list's entries; a re-screening of every company and ship is queued and
// runs in the server's job queue (at once if the server is running, else within seconds of its next start).
import { bootstrap } from '../server/bootstrap';
import { ConfigError, loadConfig } from '../server/config';
import { sanctionsListNames, type SanctionsListId } from '../common/sanctions/cases';
import { loadListFile } from '../server/modules/sanctions/load';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (!files.length) {
  console.error('Usage: npm run sanctions:load -- <sdn.csv | eu-consolidated.xml | uk-consolidated.csv> …');
  process.exit(1);
}

try {
  const config = { ...loadConfig(), demoData: false, logLevel: 'silent' };
  const started = await bootstrap(config);
  try {
    for (const file of files) {
      const r = await loadListFile(started.deps.db, file, { now: started.deps.clock.now(), actor: null });
      const was = r.previousCount === null ? 'first load' : `was ${r.previousCount}`;
      console.log(`${sanctionsListNames[r.listId as SanctionsListId]}: ${r.entryCount} entries (${was}), version ${r.version ?? 'not stated'}`);
    }
    console.log('Re-screening of companies and ships queued.');
  } finally {
    await started.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof Error) console.error(err.message);
  process.exitCode = 1;
}
