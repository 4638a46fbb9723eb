// For npm run bench: a migrated database (DATABASE_URL, or the embedded one in DATA_DIR) holding BENCH_PHARMACIES
// listed pharmacies (default 1,000,000) of a few hundred owners, spread over Tanzania as people are: most in the six
// finder cities (Dar es Salaam the most), a long tail over the whole country. Made by SQL generate_series in a few
// statements; a database that already holds them from an earlier run is kept as it is.
import { finderCities } from '@sherehe/core/medi-finder/finder-cities';
import { type SQL, sql } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { benchCitySpread, TAIL_SHARE, TANZANIA_BBOX } from './bench-medi-finder-spread.ts';
import { openConfiguredDatabase } from './client.ts';
import { selectRows } from './rows.ts';
import { appMarkers } from './schema/platform.ts';

const pharmacies = Number(process.env.BENCH_PHARMACIES ?? 1_000_000);
const owners = Number(process.env.BENCH_OWNERS ?? 300);
// Bump when the generated rows change, so a kept database is made again.
const GENERATION = 2;
const marker = `bench-medi-finder:${GENERATION}:${pharmacies}`;

/** Rows of (from, to, lat, long, spread in degrees of latitude, city name): a row falls to the band its roll is in. */
function cityBands() {
  let from = TAIL_SHARE;
  return finderCities.map((city) => {
    const { share, spreadKm } = benchCitySpread[city.key] ?? { share: 0, spreadKm: 5 };
    const to = from + share * (1 - TAIL_SHARE);
    const band = sql`(${from}::float8, ${to}::float8, ${city.lat}::float8, ${city.long}::float8, ${spreadKm / 111.32}::float8, ${city.name})`;
    from = to;
    return band;
  });
}

const database = await openConfiguredDatabase(parseConfig());
try {
  await database.migrate();
  // The bench makes its places over again from nothing: never in a database that holds anyone else's.
  const [state] = await selectRows<{ kept: boolean; foreign: boolean }>(
    database.db,
    sql`select exists(select 1 from app_markers where key = ${marker}) as kept,
               exists(select 1 from medical_places p join users u on u.id = p.owner_id
                      where u.email not like 'medi-owner-%@example.co.tz') as foreign`,
  );
  if (state?.kept) {
    console.log(`Kept the ${pharmacies.toLocaleString('en')} pharmacies of an earlier run.`);
  } else if (state?.foreign) {
    console.error('This database holds Medi-Finder places the bench did not make; give the bench its own.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const step = async (name: string, query: SQL) => {
      const begun = Date.now();
      await database.db.execute(query);
      console.log(`  ${name}: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    };
    await step('clearing', sql`truncate medical_places cascade`);
    await database.db.execute(sql`delete from app_markers where key like 'bench-medi-finder:%'`);
    // Built once after the rows are in: much faster than keeping them up to date row by row.
    const indexes = await selectRows<{ name: string; definition: string }>(
      database.db,
      sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.tablename = 'medical_places' and i.schemaname = 'public'
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await database.db.execute(sql`drop index ${sql.identifier(index.name)}`);
    await step(
      `${owners} owners`,
      sql`insert into users (name, email, phone, role)
          select 'Bench Pharmacy Owner ' || g, 'medi-owner-' || g || '@example.co.tz',
                 '+25576' || lpad(g::text, 7, '0'), 'vendor'
          from generate_series(1, ${owners}) g
          on conflict do nothing`,
    );
    // setseed and the insert must share a connection (a transaction gives one), so every run makes the same rows.
    const begun = Date.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.2025)`);
      await tx.execute(sql`
        with owner_ids as (
          select array_agg(id order by email) as ids from users where email like 'medi-owner-%@example.co.tz'
        ),
        bands (lo, hi, lat, lon, spread, city) as (values ${sql.join(cityBands(), sql`, `)}),
        rolls as (
          select g, random() as pick, random() as u1, random() as u2, random() as u3, random() as u4
          from generate_series(1, ${pharmacies}) g
        ),
        points as (
          select r.g, coalesce(b.city, 'Tanzania') as city,
            case when b.city is null then ${TANZANIA_BBOX.south} + r.u3 * ${TANZANIA_BBOX.north - TANZANIA_BBOX.south}
                 else b.lat + b.spread * sqrt(-2 * ln(1 - r.u1)) * cos(2 * pi() * r.u2) end as lat,
            case when b.city is null then ${TANZANIA_BBOX.west} + r.u4 * ${TANZANIA_BBOX.east - TANZANIA_BBOX.west}
                 else b.lon + b.spread * sqrt(-2 * ln(1 - r.u1)) * sin(2 * pi() * r.u2) / cos(radians(b.lat)) end as lon
          from rolls r left join bands b on r.pick >= b.lo and r.pick < b.hi
        )
        insert into medical_places (kind, owner_id, name, phone, address, city, area, latitude, longitude,
          opening_hours, offerings, status, verified_at, rating_count, rating_sum, subscribed_days, created_at,
          updated_at)
        select 'pharmacy', o.ids[1 + p.g % cardinality(o.ids)], 'Bench Pharmacy ' || p.g,
          '+2557' || lpad((p.g % 100000000)::text, 8, '0'), 'Plot ' || (1 + p.g % 500) || ', Bench Street',
          p.city, '', greatest(-11.7, least(-1.0, p.lat)), greatest(29.3, least(40.4, p.lon)),
          (array[
            '[{"opens":"08:00","closes":"21:00"},{"opens":"08:00","closes":"21:00"},{"opens":"08:00","closes":"21:00"},{"opens":"08:00","closes":"21:00"},{"opens":"08:00","closes":"21:00"},{"opens":"09:00","closes":"18:00"},{"opens":"10:00","closes":"14:00"}]',
            '[{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"},{"opens":"00:00","closes":"24:00"}]',
            '[{"opens":"08:30","closes":"20:00"},{"opens":"08:30","closes":"20:00"},{"opens":"08:30","closes":"20:00"},{"opens":"08:30","closes":"20:00"},{"opens":"08:30","closes":"20:00"},{"opens":"08:30","closes":"20:00"},null]'
          ])[1 + p.g % 3]::jsonb,
          (array['{prescriptions,over_the_counter}', '{prescriptions,over_the_counter,blood_pressure,mobile_money}'])[1 + p.g % 2]::text[],
          'listed', now(), (p.g % 2) * (1 + p.g % 40), (p.g % 2) * (1 + p.g % 40) * 4,
          case when p.g % 3 = 0 then datemultirange(daterange(current_date - 30, current_date + 60, '[]'))
               else '{}' end,
          now(), now()
        from points p cross join owner_ids o`);
    });
    console.log(
      `  ${pharmacies.toLocaleString('en')} pharmacies: ${((Date.now() - begun) / 1000).toFixed(1)} s`,
    );
    // About a third subscribe, as in the demo. Their places were written with those days (subscribed_days) above, so
    // the trigger that keeps them is off for this one insert: left on, it would write a third of the places again.
    const subscriptionsBegun = Date.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table medical_subscriptions disable trigger medical_subscriptions_days`);
      await tx.execute(sql`insert into medical_subscriptions (place_id, plan, starts_on, ends_on)
          select id, 'quarterly', current_date - 30, current_date + 60 from medical_places
          where kind = 'pharmacy' and not isempty(subscribed_days)`);
      await tx.execute(sql`alter table medical_subscriptions enable trigger medical_subscriptions_days`);
    });
    console.log(`  subscriptions: ${((Date.now() - subscriptionsBegun) / 1000).toFixed(1)} s`);
    for (const index of indexes) await step(`index ${index.name}`, sql.raw(index.definition));
    // Measured as a settled database would be, with the statistics autovacuum (or the embedded upkeep) keeps.
    await step('vacuum analyze', sql`vacuum analyze`);
    await database.db.insert(appMarkers).values({ key: marker });
    console.log(
      `Generated ${pharmacies.toLocaleString('en')} pharmacies in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  }
} finally {
  await database.close();
}
