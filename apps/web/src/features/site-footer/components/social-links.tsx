// The six social profiles. lucide-react 1.x dropped brand marks, so these are small stroke glyphs in the same style.
import { useTranslation } from 'react-i18next';

type Network = { name: string; href: string; paths: readonly string[] };

export const socialNetworks: readonly Network[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/sherehe.tz',
    paths: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/sherehe.tz',
    paths: [
      'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
      'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z',
      'M17.5 6.5h.01',
    ],
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@sherehetz',
    paths: [
      'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
      'm10 15 5-3-5-3z',
    ],
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@sherehe.tz',
    paths: [
      'M21 7.917v4.034a9.948 9.948 0 0 1-5-1.951v4.5a6.5 6.5 0 1 1-8-6.326v4.326a2.5 2.5 0 1 0 4 2V3h4.083A6.005 6.005 0 0 0 21 7.917z',
    ],
  },
  {
    name: 'Threads',
    href: 'https://www.threads.net/@sherehe.tz',
    paths: [
      'M19 7.5C17.667 4.5 15.333 3 12 3 7 3 4 5.5 4 12s3.5 9 8 9 7-3 7-5-1-5-7-5c-2.5 0-3 1.25-3 2.5 0 1.5 1 2.5 2.5 2.5 2.5 0 3.5-1.5 3.5-5s-2-4-3-4-1.833.333-2.5 1',
    ],
  },
  {
    name: 'X',
    href: 'https://x.com/sherehe_tz',
    paths: ['M4 4l11.733 16H20L8.267 4z', 'M4 20l6.768-6.768', 'M13.228 10.772 20 4'],
  },
];

export function SocialLinks() {
  const { t } = useTranslation('footer');
  return (
    <ul className="flex flex-wrap gap-2">
      {socialNetworks.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            title={network.name}
            className="inline-flex size-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-teal-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-400"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {network.paths.map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
            <span className="sr-only">{t('social.label', { network: network.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
