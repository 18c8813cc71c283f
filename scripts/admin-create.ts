// npm run admin:create -- --email ops@example.com --password '…' [--company 'Fairlead Operations']
import { parseArgs } from 'node:util';
import { bootstrap } from '../server/bootstrap';
import { ConfigError, loadConfig } from '../server/config';
import { createAdmin } from '../server/modules/admin/users-service';
import { AppError } from '../server/lib/errors';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, company: { type: 'string', default: 'Fairlead Operations' } },
});

try {
  const config = { ...loadConfig(), demoData: false, logLevel: 'silent' };
  const started = await bootstrap(config);
  try {
    const profile = await createAdmin(started.deps.db, null, {
      email: values.email ?? '',
      password: values.password ?? '',
      companyName: values.company ?? '',
    });
    console.log(`Admin created: ${profile.email} (${started.handle.kind} database)`);
  } finally {
    await started.close();
  }
} catch (err) {
  if (err instanceof AppError) {
    const details = err.fields
      ? Object.entries(err.fields)
          .map(([f, m]) => `  --${f === 'companyName' ? 'company' : f}: ${m}`)
          .join('\n')
      : '';
    console.error(`Could not create the admin: ${err.message}${details ? `\n${details}` : ''}`);
  } else if (err instanceof ConfigError || err instanceof Error) {
    console.error(err.message);
  }
  process.exitCode = 1;
}
