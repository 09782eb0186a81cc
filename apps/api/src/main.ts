import type { Server } from 'node:http';
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
  // PROCESS_ROLE: both by default; `web` leaves the jobs to `worker` processes on the same database, which open no
  // port. Several of each share it safely: the queue's claims make sure no job runs twice at once.
  const worker =
    config.role === 'web'
      ? undefined
      : startWorker(database.db, jobHandlers(deps), {
          now: deps.clock,
          log: app.log,
          claimMs: config.jobClaimMs,
          concurrency: config.jobConcurrency,
        });

  let closing = false;
  /**
   * A graceful stop (SIGTERM from systemd or a rolling restart): no new connection; the requests in flight answered
   * and the jobs running finished, for SHUTDOWN_GRACE_SECONDS at most; then the connections left are closed and the
   * claims of the jobs still running given back to the queue, so that another process takes them at once.
   */
  // The requests being answered, counted at the HTTP server: what a stop waits for, and what it would cut.
  let requestsInFlight = 0;
  app.server.on('request', (_request, response) => {
    requestsInFlight += 1;
    response.once('close', () => {
      requestsInFlight -= 1;
    });
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceMs;
    app.log.info(
      { signal, graceMs, requestsInFlight },
      'stopping: no new connection, waiting for the requests and jobs in flight',
    );
    let requestsCut = 0;
    const force = setTimeout(() => {
      requestsCut = requestsInFlight;
      app.log.warn({ requestsCut }, 'grace period over: closing the connections left');
      app.server.closeAllConnections();
    }, graceMs);
    const [jobs] = await Promise.all([
      worker?.stop(graceMs).catch((error: unknown) => {
        app.log.error({ err: error }, 'job claims not given back: they are taken again when they lapse');
        return { handedBack: 0 };
      }),
      app.close(),
    ]);
    clearTimeout(force);
    app.log.info({ requestsCut, handedBack: jobs?.handedBack ?? 0 }, 'stopped');
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const lines = [
    '',
    `${config.brandName} est prêt (${database.engine === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}).`,
  ];
  if (config.role === 'worker') {
    lines.push(`  PROCESS_ROLE=worker : les tâches, ${config.jobConcurrency} à la fois, sans port HTTP.`);
  } else {
    await app.listen({ port: config.port, host: config.host });
    lines.push(...urls(config, app.server.address()));
  }
  lines.push(
    ...startWarnings(config).flatMap((warning) => ['', `  ${warning}`]),
    '',
    `  Administrateur principal : ${master.email}`,
  );
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

/** Where the product answers, for the banner: the port really listened on (PORT=0 takes any free one). */
function urls(config: Config, address: ReturnType<Server['address']>): string[] {
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  return [
    `  Site           ${base}/`,
    `  Application    ${base}/app`,
    `  Tableau de bord ${base}/admin`,
    `  API            ${base}/1xpay`,
    `  Documentation  ${base}/1xpay/docs`,
    `  OpenAPI        ${base}/1xpay/openapi.json`,
    `  Santé          ${base}/1xpay/health   ${base}/1xpay/ready`,
    `  SMS            ${smsLine(config, base)}`,
    ...(config.role === 'web'
      ? ['', '  PROCESS_ROLE=web : les tâches sont laissées aux processus PROCESS_ROLE=worker.']
      : []),
  ];
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
