// Three published news posts in English and Swahili (tips for a michango committee, Sherehe in a new city, a note on
// the wedding season), written by the demo admin, with cover photos drawn on the spot when a storage is given, so a
// fresh `npm start` shows a real news page. Their HTML is made by the same renderer and sanitiser as an admin's post.

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { newsPosts } from '../db/schema/news.ts';
import { renderMarkdown } from '../features/news/render-markdown.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { loadSharp, storeImage } from '../platform/storage/store-image.ts';
import { demoAccounts } from './demo-accounts.ts';

type DemoPost = {
  slug: string;
  daysAgo: number;
  colours: [string, string];
  en: { title: string; summary: string; body: string };
  sw: { title: string; summary: string; body: string };
};

export const demoNewsPosts: DemoPost[] = [
  {
    slug: 'wedding-season-book-early',
    daysAgo: 2,
    colours: ['#0f766e', '#fcd34d'],
    en: {
      title: 'Wedding season is coming: book the big things first',
      summary: 'From June to December venues, caterers and MCs fill up fast. Here is what to book, and when.',
      body: `Most weddings in Tanzania fall between **June and December**, and the best venues in Dar es Salaam,
Arusha and Mwanza are often booked six months ahead.

## What to book first

1. **The venue**: everything else follows its date and its size.
2. **Catering**: ask for a tasting, and agree the price per guest in writing.
3. **The MC and the sound**: good ones are booked every Saturday of the season.

## What can wait

Decoration, cakes and transport can usually be booked two or three months before the day.

> Tip: pay the deposit through Sherehe, so the booking and the receipt stay in one place.

Browse [venues and caterers](/event-planners/services) on Sherehe, or let the Smart Planner suggest options within your budget.`,
    },
    sw: {
      title: 'Msimu wa harusi unakuja: weka nafasi ya mambo makubwa kwanza',
      summary: 'Kuanzia Juni hadi Desemba kumbi, wapishi na MC hujaa haraka. Haya ndiyo ya kuwahi, na lini.',
      body: `Harusi nyingi Tanzania hufanyika kati ya **Juni na Desemba**, na kumbi bora za Dar es Salaam, Arusha na
Mwanza mara nyingi hujaa miezi sita kabla.

## Ya kuwahi kwanza

1. **Ukumbi**: kila kitu kingine hufuata tarehe yake na ukubwa wake.
2. **Chakula**: omba kuonja kwanza, na mkubaliane bei kwa kila mgeni kwa maandishi.
3. **MC na muziki**: walio wazuri huwa na kazi kila Jumamosi ya msimu.

## Yanayoweza kusubiri

Mapambo, keki na usafiri kwa kawaida vinaweza kuwekwa miezi miwili au mitatu kabla ya siku.

> Kidokezo: lipa kianzio kupitia Sherehe, ili nafasi na risiti vikae sehemu moja.

Tazama [kumbi na wapishi](/event-planners/services) kwenye Sherehe, au mwachie Msaidizi Mahiri wa Mipango akupendekezee kulingana na bajeti yako.`,
    },
  },
  {
    slug: 'sherehe-now-in-mwanza',
    daysAgo: 9,
    colours: ['#1e3a8a', '#5eead4'],
    en: {
      title: 'Sherehe is now in Mwanza',
      summary:
        'Vendors from the Rock City join the marketplace: venues by the lake, caterers, decorators and more.',
      body: `Karibu Mwanza! From this week, vendors in Mwanza can list their services on Sherehe, and families
planning a celebration by Lake Victoria can compare prices and book in one place.

Already on board:

- venues with a view of the lake, from 100 to 800 guests
- caterers who cook for send-offs and kitchen parties
- decorators, tents and chairs, sound and lights

If you run an events business in Mwanza, ask to become a vendor from the footer of any page: we answer within two
working days.`,
    },
    sw: {
      title: 'Sherehe sasa iko Mwanza',
      summary:
        'Watoa huduma wa Jiji la Miamba wanajiunga: kumbi za kando ya ziwa, wapishi, wapambaji na wengine.',
      body: `Karibu Mwanza! Kuanzia wiki hii, watoa huduma wa Mwanza wanaweza kuweka huduma zao kwenye Sherehe, na
familia zinazopanga sherehe kando ya Ziwa Victoria zinaweza kulinganisha bei na kuweka nafasi sehemu moja.

Tayari wamejiunga:

- kumbi zenye mandhari ya ziwa, kwa wageni 100 hadi 800
- wapishi wa send-off na kitchen party
- wapambaji, mahema na viti, muziki na taa

Kama una biashara ya matukio Mwanza, omba kuwa mtoa huduma kupitia sehemu ya chini ya ukurasa wowote: tunajibu
ndani ya siku mbili za kazi.`,
    },
  },
  {
    slug: 'five-habits-of-a-good-michango-committee',
    daysAgo: 20,
    colours: ['#b45309', '#fde68a'],
    en: {
      title: 'Five habits of a michango committee that reaches its target',
      summary:
        'A kamati that meets, records every shilling and reminds kindly collects more, and keeps friends.',
      body: `A wedding or a send-off is often paid for by the michango of family and friends. The committees that
reach their target tend to share five habits.

1. **Agree the target early**, and share it with the committee.
2. **Record every pledge and every payment**, cash and mobile money alike, the day it comes in.
3. **Give one person the money**: the treasurer keeps the receipts, the chair keeps the list.
4. **Remind kindly, and not too often**: a message a week before the deadline works better than five.
5. **Say thank you**: a short message to each contributor after the event.

On Sherehe the host and the committee see the same ledger, reminders go out by SMS on the days you choose, and
contributors pay by M-Pesa, Mixx by Yas, Airtel Money or HaloPesa from the event's own page.`,
    },
    sw: {
      title: 'Tabia tano za kamati ya michango inayofikia lengo',
      summary:
        'Kamati inayokutana, inayorekodi kila shilingi na kukumbusha kwa upole hukusanya zaidi, na hutunza marafiki.',
      body: `Harusi au send-off mara nyingi hulipiwa kwa michango ya ndugu na marafiki. Kamati zinazofikia lengo
huwa na tabia hizi tano.

1. **Kubalianeni lengo mapema**, na mlishirikishe kwa kamati yote.
2. **Rekodini kila ahadi na kila malipo**, taslimu na pesa za simu, siku yanapoingia.
3. **Fedha zishikwe na mtu mmoja**: mweka hazina anatunza risiti, mwenyekiti anatunza orodha.
4. **Kumbusheni kwa upole, na si mara nyingi**: ujumbe mmoja wiki moja kabla ya mwisho hufanya kazi kuliko mitano.
5. **Semeni asante**: ujumbe mfupi kwa kila mchangiaji baada ya sherehe.

Kwenye Sherehe mwenyeji na kamati wanaona daftari moja, vikumbusho huenda kwa SMS siku mnazochagua, na wachangiaji
hulipa kwa M-Pesa, Mixx by Yas, Airtel Money au HaloPesa kutoka ukurasa wa tukio lenyewe.`,
    },
  },
];

// A 16:9 cover: a gradient in the post's colours with a few confetti circles, drawn without the internet.
function coverSvg([dark, light]: [string, string], index: number): Buffer {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 173 + index * 91) % 1280;
    const y = (i * 97 + index * 53) % 720;
    const r = 10 + ((i * 7 + index) % 24);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${0.15 + (i % 4) * 0.1}"/>`;
  }).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${dots}
    <circle cx="640" cy="360" r="170" fill="none" stroke="#ffffff" stroke-width="26" opacity="0.55"/>
  </svg>`);
}

export async function seedDemoNews(db: Database, storage?: Storage): Promise<void> {
  const adminEmail = demoAccounts.find((account) => account.role === 'admin')?.email ?? '';
  const [admin] = await selectRows<{ id: string }>(db, sql`select id from users where email = ${adminEmail}`);
  for (const [index, post] of demoNewsPosts.entries()) {
    const cover = storage
      ? await storeImage(
          storage,
          await (await loadSharp())(coverSvg(post.colours, index)).png({ compressionLevel: 1 }).toBuffer(),
        )
      : null;
    const publishedAt = new Date(Date.now() - post.daysAgo * 24 * 60 * 60 * 1000);
    await db.insert(newsPosts).values({
      slug: post.slug,
      titleEn: post.en.title,
      titleSw: post.sw.title,
      summaryEn: post.en.summary,
      summarySw: post.sw.summary,
      bodyEn: post.en.body,
      bodySw: post.sw.body,
      bodyHtmlEn: renderMarkdown(post.en.body),
      bodyHtmlSw: renderMarkdown(post.sw.body),
      coverKey: cover?.storageKey ?? null,
      status: 'published',
      publishedAt,
      // Demo posts tell nobody: there was no one to tell when they were written.
      announcedAt: publishedAt,
      authorId: admin?.id ?? null,
      updatedBy: admin?.id ?? null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}
