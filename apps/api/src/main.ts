import { buildApp } from './app.ts';
import { bootstrap, openConfiguredDatabase, productionDeps, untilDatabaseAnswers } from './bootstrap.ts';
import { type Config, ConfigError, parseConfig, startWarnings } from './config.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { startWorker } from './jobs/worker.ts';
import { DEMO_PASSWORD } from './seed/demo-data.ts';

/* The server's entry point: `npm start`. Everything it says to the operator goes to stdout, plainly. */
async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const deps = productionDeps(config, database);
  const { master, demo } = await untilDatabaseAnswers(() => bootstrap(database, deps), console.warn);
  const app = await buildApp(deps, { logger: true, poolStats: database.poolStats });
  // Every process runs the durable jobs (payments moving through their processor…).
  const worker = startWorker(database.db, jobHandlers(deps), {
    now: deps.clock,
    log: app.log,
    claimMs: config.jobClaimMs,
    concurrency: config.jobConcurrency,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await worker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const lines = [
    '',
    `${config.brandName} est prêt (${database.engine === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}).`,
    `  Site           ${base}/`,
    `  Application    ${base}/app`,
    `  Tableau de bord ${base}/admin`,
    `  API            ${base}/1xpay`,
    `  Documentation  ${base}/1xpay/docs`,
    `  OpenAPI        ${base}/1xpay/openapi.json`,
    `  Santé          ${base}/1xpay/health   ${base}/1xpay/ready`,
    `  SMS            ${smsLine(config, base)}`,
    ...startWarnings(config).flatMap((warning) => ['', `  ${warning}`]),
    '',
    `  Administrateur principal : ${master.email}`,
  ];
  if (master.created && master.generatedPassword !== undefined) {
    lines.push(`  Mot de passe (généré, affiché une seule fois) : ${master.generatedPassword}`);
  }
  if (demo !== undefined) {
    lines.push(
      '',
      `  Données de démonstration : ${demo.users} utilisateurs, ${demo.transactions} transactions.`,
      `  Mot de passe de tous les comptes de démonstration : ${DEMO_PASSWORD}`,
      `  Agents : ${demo.agentLogins.join(', ')}`,
      `  Clients : ${demo.customerLogins.join(' ; ')}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Who sends the SMS (decision 055), as the banner says it. */
function smsLine(config: Config, base: string): string {
  if (config.sms.provider === 'log')
    return `journal (SMS_PROVIDER=log) : aucun SMS ne part ; codes dans cette sortie et sur ${base}/1xpay/dev/sms`;
  const sender = config.sms.twilio.from;
  return `Twilio, ${'from' in sender ? `expéditeur ${sender.from}` : `service ${sender.messagingServiceSid}`}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Le serveur n’a pas pu démarrer :', error);
  }
  process.exit(1);
});
