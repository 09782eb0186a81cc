/** What the seed needs of a database connection: one SQL statement at a time (a pg client, or PGlite). */
export type Statements = { query(statement: string): Promise<unknown> };

/**
 * The bench's data, made by PostgreSQL itself (generate_series), never row by row through the API: `users` users
 * (ids drawn from names, so that transactions can name their sender without a lookup), 5 agents, and `transactions`
 * payments spread over the last 365 days. Most are finished (200, 528, 451, 460); one in 10,000 waits blocked (235)
 * and three in 10,000 wait in delivery (231) with a pending operation for an agent, half of those for more than a
 * day (stuck). No payment waits before collection, so the payments sweeper has nothing to expire during the run.
 */
export async function seed(client: Statements, counts: { users: number; transactions: number }) {
  const countries = `array['BJ','BF','CI','ML','SN','TG','GA']`;
  // A version-4 uuid drawn from a name (md5), so that the API's strict uuid check accepts it.
  await client.query(`
    create function pg_temp.bench_uuid(name text) returns uuid language sql immutable as $$
      select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3)
              || '-' || substr(h, 21, 12))::uuid
      from md5(name) as h
    $$`);
  await client.query(`
    insert into users (id, authorization_key, first_name, last_name, phone_number, country, email, account_id_1xbet,
                       password_hash, registered_at, authentication_status)
    select pg_temp.bench_uuid('user' || i),
           md5('key' || i),
           (array['Awa','Moussa','Fatou','Kofi','Aminata','Ibrahim','Mariam','Yao','Adjoa','Seydou'])[1 + i % 10],
           (array['Koné','Traoré','Diallo','Ouédraogo','Mensah','Sow','Kouassi','Bamba','Diop','Agbodjan',
                  'Coulibaly','Sanogo','Ndiaye','Dossou','Hounkpatin','Touré','Camara','Keïta','Fall','Zinsou'])
             [1 + (i / 10) % 20],
           '+22901' || lpad(i::text, 8, '0'),
           (${countries})[1 + i % 7],
           'client' || i || '@example.bj',
           (100000000 + i)::text,
           'not-a-password-hash',
           now() - i * interval '5 minutes',
           (array['accepted','active','pending','accepted','blocked'])[1 + i % 5]
    from generate_series(1, ${counts.users}) as i`);
  await client.query(`
    insert into users (id, authorization_key, first_name, last_name, phone_number, country, email, password_hash,
                       is_admin, authentication_status)
    select pg_temp.bench_uuid('agent' || a), md5('agent-key' || a), 'Agent', 'Numéro ' || a, '+22902' || lpad(a::text, 8, '0'),
           'BJ', 'agent' || a || '@example.bj', 'not-a-password-hash', true, 'accepted'
    from generate_series(1, 5) as a`);
  await client.query(`
    insert into admin_grants (admin_id, countries, allowed_operations_types)
    select pg_temp.bench_uuid('agent' || a), ${countries}, array['deposit','withdrawal','transfer']
    from generate_series(1, 5) as a`);
  await client.query(`
    insert into transactions (reference, sender_id, type, country, operator, payer_phone, account_id_1xbet, amount,
                              fees, currency, status_code, finished, created_at, updated_at)
    select '1XP-BENCH-' || j,
           pg_temp.bench_uuid('user' || s),
           (array['deposit','withdrawal','transfer'])[1 + j % 3],
           (${countries})[1 + s % 7],
           (array['mtn','moov','orange','wave'])[1 + (j / 3) % 4],
           '+22901' || lpad(s::text, 8, '0'),
           (100000000 + s)::text,
           500 + (j * 37) % 200000,
           (500 + (j * 37) % 200000) / 100,
           case when s % 7 = 6 then 'XAF' else 'XOF' end,
           code,
           code not in (231, 235),
           at,
           at + interval '2 minutes'
    from (
      select j, 1 + j % ${counts.users} as s,
             now() - j * (interval '365 days' / ${counts.transactions}) as at,
             case when j % 10000 = 0 then 235
                  when j % 10000 between 1 and 3 then 231
                  when j % 100 < 80 then 200
                  when j % 100 < 90 then 528
                  when j % 100 < 96 then 451
                  else 460 end as code
      from generate_series(1, ${counts.transactions}) as j
    ) as p`);
  await client.query(`
    insert into operations (transaction_reference, admin_id, operation_status, created_at, updated_at)
    select t.reference, pg_temp.bench_uuid('agent' || (1 + abs(hashtext(t.reference)) % 5)), 'pending', t.updated_at,
           t.updated_at
    from transactions t where t.status_code = 231`);
  // A database in service is vacuumed: without this, autovacuum would work through the bulk load (and the first
  // reads set the rows' hint bits) while the screen is measured.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}
