// The words of every notification kind in English and Swahili, shaped as an i18next namespace ({{value}}
// placeholders, nested by kind): the web app loads them as its `notificationWords` namespace and the server words a
// push message with wordNotification, so the inbox and the phone's notification never say different things.
import type { Language } from './money.ts';
import type { NotificationKind, NotificationParams } from './notification-kinds.ts';
import { wordsKey, wordsValues } from './notification-values.ts';

type Words = { title: string; body: string };
type Tree = { [key: string]: Tree | string };

const en = {
  order: {
    updated: {
      paid: {
        title: 'Order {{reference}} booked',
        body: 'We received your payment for the order with {{vendorName}}. Your date is booked; the vendor will confirm.',
      },
      confirmed: {
        title: 'Order {{reference}} confirmed',
        body: '{{vendorName}} confirmed your order.',
      },
      declined: {
        title: 'Order {{reference}} declined',
        body: '{{vendorName}} declined your order. What you paid is being returned to your mobile-money account.',
      },
      delivered: {
        title: 'Order {{reference}} delivered',
        body: '{{vendorName}} marked your order delivered. Tell others how it went: write a review.',
      },
      cancelled: {
        title: 'Order {{reference}} cancelled',
        body: 'Your order with {{vendorName}} is cancelled. Anything you paid is being returned.',
      },
      expired: {
        title: 'Order {{reference}} not paid',
        body: 'It was not paid in time, so its dates were released. You can order again from your cart.',
      },
    },
    received: {
      title: 'New order {{reference}} to confirm',
      body: '{{customerName}} booked and paid {{amount}}. Confirm or decline it.',
    },
    cancelled: {
      title: 'Order {{reference}} cancelled',
      body: '{{customerName}} cancelled the order; the date is free again.',
    },
    balance_paid: {
      title: 'Order {{reference}}: payment received',
      body: '{{customerName}} paid {{amount}} more.',
    },
  },
  dispute: {
    opened: {
      title: 'Problem reported on order {{reference}}',
      body: '{{customerName}} reported a problem. Its money is held until Sherehe decides; answer with your side.',
    },
    answered: {
      title: 'The vendor answered about order {{reference}}',
      body: '{{vendorName}} gave their side. Sherehe will decide and tell you both.',
    },
    decided: {
      customer: {
        refund: {
          title: 'Dispute on order {{reference}}: refunded',
          body: '{{amount}} is on its way back to you.',
        },
        partial_refund: {
          title: 'Dispute on order {{reference}}: part refunded',
          body: '{{amount}} is on its way back to you; the rest goes to the vendor.',
        },
        release: {
          title: 'Dispute on order {{reference}}: decided',
          body: 'Sherehe released the money to the vendor. Open the order to read why.',
        },
      },
      vendor: {
        refund: {
          title: 'Dispute on order {{reference}}: refunded',
          body: '{{amount}} goes back to the customer. Open the order to read why.',
        },
        partial_refund: {
          title: 'Dispute on order {{reference}}: part refunded',
          body: '{{amount}} goes back to the customer; the rest is released to you.',
        },
        release: {
          title: 'Dispute on order {{reference}}: released to you',
          body: 'Sherehe released the order’s money to you.',
        },
      },
    },
  },
  payment: {
    received: {
      title: 'Payment received for order {{reference}}',
      body: 'We received {{amount}}. Thank you!',
    },
    failed: {
      title: 'Payment for order {{reference}} did not go through',
      body: '{{amount}} was not paid. Open the order to try again.',
    },
    refund_started: {
      title: 'Refund for order {{reference}}',
      body: '{{amount}} is on its way back to you.',
    },
  },
  message: {
    received: {
      title: 'Message from {{fromName}}',
      body: 'About {{about}}. Open the conversation to read it and answer.',
    },
    waiting: {
      title: '{{fromName}} is waiting for your answer',
      body: 'They asked about {{about}} over an hour ago. Most bookings go to the vendor who answers first.',
    },
  },
  quote: {
    received: {
      title: 'A quote from {{fromName}}: {{amount}}',
      body: 'About {{about}}. Open the conversation to accept it, decline it or ask more.',
    },
    declined: {
      title: '{{fromName}} declined your quote of {{amount}}',
      body: 'About {{about}}. You can send another in the conversation.',
    },
  },
  pledge: {
    received: { title: 'New pledge for {{eventName}}', body: '{{name}} pledged {{amount}}.' },
    changed: {
      title: 'Pledge changed for {{eventName}}',
      body: '{{name}} changed their pledge to {{amount}}.',
    },
    payment_received: {
      title: 'Contribution received for {{eventName}}',
      body: '{{name}} paid {{amount}} by mobile money.',
    },
  },
  withdrawal: {
    requested: {
      title: 'Withdrawal asked for {{eventName}}',
      body: '{{name}} asked to withdraw {{amount}} of the michango. Open the Money tab to see it.',
    },
    settled: {
      paid: {
        title: 'Withdrawal paid for {{eventName}}',
        body: '{{amount}} reached the mobile-money number.',
      },
      failed: {
        title: 'Withdrawal not paid for {{eventName}}',
        body: '{{amount}} could not be sent and is available again. Open the Money tab to see why.',
      },
    },
  },
  vendor_request: {
    decided: {
      approved: {
        title: 'You are now a vendor on Sherehe',
        body: 'Your request was approved. Add your shop and your listings under Vendor.',
      },
      rejected: {
        title: 'Your vendor request was not approved',
        body: 'Sherehe could not approve your request to sell this time. Contact us to learn more.',
      },
    },
  },
  news: {
    published: { title: 'News from Sherehe', body: '{{title}}' },
  },
} satisfies Tree;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const sw: Shape<typeof en> = {
  order: {
    updated: {
      paid: {
        title: 'Oda {{reference}} imehifadhiwa',
        body: 'Tumepokea malipo yako ya oda kwa {{vendorName}}. Tarehe yako imehifadhiwa; muuzaji atathibitisha.',
      },
      confirmed: {
        title: 'Oda {{reference}} imethibitishwa',
        body: '{{vendorName}} amethibitisha oda yako.',
      },
      declined: {
        title: 'Oda {{reference}} imekataliwa',
        body: '{{vendorName}} amekataa oda yako. Ulicholipa kinarudishwa kwenye akaunti yako ya pesa kwa simu.',
      },
      delivered: {
        title: 'Oda {{reference}} imekamilika',
        body: '{{vendorName}} amesema oda yako imekamilika. Waambie wengine ilivyokuwa: andika maoni.',
      },
      cancelled: {
        title: 'Oda {{reference}} imeghairiwa',
        body: 'Oda yako kwa {{vendorName}} imeghairiwa. Chochote ulicholipa kinarudishwa.',
      },
      expired: {
        title: 'Oda {{reference}} haikulipwa',
        body: 'Haikulipwa kwa wakati, kwa hiyo tarehe zake zimeachiliwa. Unaweza kuagiza tena kutoka kwenye kikapu chako.',
      },
    },
    received: {
      title: 'Oda mpya {{reference}} ya kuthibitisha',
      body: '{{customerName}} ameagiza na kulipa {{amount}}. Ithibitishe au uikatae.',
    },
    cancelled: {
      title: 'Oda {{reference}} imeghairiwa',
      body: '{{customerName}} ameghairi oda; tarehe iko wazi tena.',
    },
    balance_paid: {
      title: 'Oda {{reference}}: malipo yamepokelewa',
      body: '{{customerName}} amelipa {{amount}} zaidi.',
    },
  },
  dispute: {
    opened: {
      title: 'Tatizo limeripotiwa kwenye oda {{reference}}',
      body: '{{customerName}} ameripoti tatizo. Pesa zake zimezuiliwa hadi Sherehe iamue; jibu kwa upande wako.',
    },
    answered: {
      title: 'Muuzaji amejibu kuhusu oda {{reference}}',
      body: '{{vendorName}} ametoa upande wake. Sherehe itaamua na kuwajulisha nyote.',
    },
    decided: {
      customer: {
        refund: {
          title: 'Mgogoro wa oda {{reference}}: umerejeshewa',
          body: '{{amount}} zinarudishwa kwako.',
        },
        partial_refund: {
          title: 'Mgogoro wa oda {{reference}}: sehemu imerejeshwa',
          body: '{{amount}} zinarudishwa kwako; zilizobaki zinaenda kwa muuzaji.',
        },
        release: {
          title: 'Mgogoro wa oda {{reference}}: umeamuliwa',
          body: 'Sherehe imemwachilia muuzaji pesa. Fungua oda kusoma sababu.',
        },
      },
      vendor: {
        refund: {
          title: 'Mgogoro wa oda {{reference}}: mteja amerejeshewa',
          body: '{{amount}} zinarudi kwa mteja. Fungua oda kusoma sababu.',
        },
        partial_refund: {
          title: 'Mgogoro wa oda {{reference}}: sehemu imerejeshwa',
          body: '{{amount}} zinarudi kwa mteja; zilizobaki zimeachiliwa kwako.',
        },
        release: {
          title: 'Mgogoro wa oda {{reference}}: pesa zimeachiliwa kwako',
          body: 'Sherehe imekuachilia pesa za oda.',
        },
      },
    },
  },
  payment: {
    received: {
      title: 'Malipo ya oda {{reference}} yamepokelewa',
      body: 'Tumepokea {{amount}}. Asante!',
    },
    failed: {
      title: 'Malipo ya oda {{reference}} hayakufanikiwa',
      body: '{{amount}} hazikulipwa. Fungua oda ujaribu tena.',
    },
    refund_started: {
      title: 'Marejesho ya oda {{reference}}',
      body: '{{amount}} zinarudishwa kwako.',
    },
  },
  message: {
    received: {
      title: 'Ujumbe kutoka kwa {{fromName}}',
      body: 'Kuhusu {{about}}. Fungua mazungumzo uusome na kujibu.',
    },
    waiting: {
      title: '{{fromName}} anasubiri jibu lako',
      body: 'Aliuliza kuhusu {{about}} zaidi ya saa moja iliyopita. Oda nyingi huenda kwa mtoa huduma anayejibu kwanza.',
    },
  },
  quote: {
    received: {
      title: 'Makadirio ya bei kutoka kwa {{fromName}}: {{amount}}',
      body: 'Kuhusu {{about}}. Fungua mazungumzo uyakubali, uyakatae au uulize zaidi.',
    },
    declined: {
      title: '{{fromName}} amekataa makadirio yako ya {{amount}}',
      body: 'Kuhusu {{about}}. Unaweza kutuma mengine kwenye mazungumzo.',
    },
  },
  pledge: {
    received: { title: 'Ahadi mpya kwa {{eventName}}', body: '{{name}} ameahidi {{amount}}.' },
    changed: {
      title: 'Ahadi imebadilishwa kwa {{eventName}}',
      body: '{{name}} amebadilisha ahadi yake kuwa {{amount}}.',
    },
    payment_received: {
      title: 'Mchango umepokelewa kwa {{eventName}}',
      body: '{{name}} amelipa {{amount}} kwa pesa ya simu.',
    },
  },
  withdrawal: {
    requested: {
      title: 'Ombi la kutoa pesa kwa {{eventName}}',
      body: '{{name}} ameomba kutoa {{amount}} za michango. Fungua kichupo cha Pesa kuliona.',
    },
    settled: {
      paid: {
        title: 'Pesa zimetolewa kwa {{eventName}}',
        body: '{{amount}} zimefika kwenye namba ya pesa ya simu.',
      },
      failed: {
        title: 'Pesa hazikutolewa kwa {{eventName}}',
        body: '{{amount}} hazikuweza kutumwa na zinapatikana tena. Fungua kichupo cha Pesa kuona sababu.',
      },
    },
  },
  vendor_request: {
    decided: {
      approved: {
        title: 'Sasa wewe ni muuzaji kwenye Sherehe',
        body: 'Ombi lako limekubaliwa. Ongeza duka lako na huduma zako chini ya Muuzaji.',
      },
      rejected: {
        title: 'Ombi lako la kuwa muuzaji halikukubaliwa',
        body: 'Sherehe haikuweza kukubali ombi lako la kuuza wakati huu. Wasiliana nasi kwa maelezo zaidi.',
      },
    },
  },
  news: {
    published: { title: 'Habari kutoka Sherehe', body: '{{title}}' },
  },
};

/** The `notificationWords` namespace of each language. */
export const notificationWords: Record<Language, Tree> = { en, sw };

function lookUp(tree: Tree, path: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A notification's title and body in a language, as the web app's i18next words it from the same namespace. */
export function wordNotification<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  language: Language,
): Words {
  const node = lookUp(notificationWords[language], wordsKey(kind, params));
  if (node === undefined || typeof node === 'string') throw new Error(`no words for ${kind} in ${language}`);
  const values = wordsValues(kind, params, language);
  return { title: fill(String(node.title), values), body: fill(String(node.body), values) };
}
