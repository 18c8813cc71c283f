// No DOM here on purpose: the components render on the server, where `window` and `document` do not exist.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Picture } from '../../../../common/vessels/picture';
import type { Photo, SearchResult } from '../api/types';
import { PhotoGallery } from './photo-gallery';
import { SearchResults } from './search-results';
import type { SearchState } from './use-search-params-state';
import { VesselPicture } from './vessel-picture';

const media = (file: string) => `/api/media/vessels/v1/${file}`;
const picture = (id: string, widths = [480, 960, 1600]): Picture => ({
  url: media(`${id}-${widths[widths.length - 1]}.jpg`),
  width: 2400,
  height: 1600,
  // Stored widest first here, to show the srcset does not depend on the order the API lists them in.
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [...widths].reverse().map((width) => ({ format, width, url: media(`${id}-${width}.${format === 'jpeg' ? 'jpg' : format}`) })),
  ),
});

/** The <source> and <img> tags of server-rendered markup, each as its attributes. */
function tags(html: string): Record<string, string | undefined>[] {
  return [...html.matchAll(/<(source|img)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    ...Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value])),
  }));
}

describe('a vessel picture, rendered on the server', () => {
  it('offers AVIF, then WebP, then JPEG, narrowest first, with the original’s size on the img', () => {
    const html = renderToString(<VesselPicture picture={picture('p1')} alt="Aegean Spirit" sizes="100vw" />);
    expect(html.startsWith('<picture')).toBe(true);
    expect(tags(html)).toEqual([
      {
        tag: 'source',
        type: 'image/avif',
        srcset: `${media('p1-480.avif')} 480w, ${media('p1-960.avif')} 960w, ${media('p1-1600.avif')} 1600w`,
        sizes: '100vw',
      },
      {
        tag: 'source',
        type: 'image/webp',
        srcset: `${media('p1-480.webp')} 480w, ${media('p1-960.webp')} 960w, ${media('p1-1600.webp')} 1600w`,
        sizes: '100vw',
      },
      {
        tag: 'img',
        loading: 'lazy',
        decoding: 'async',
        width: '2400',
        height: '1600',
        alt: 'Aegean Spirit',
        sizes: '100vw',
        srcset: `${media('p1-480.jpg')} 480w, ${media('p1-960.jpg')} 960w, ${media('p1-1600.jpg')} 1600w`,
        src: media('p1-1600.jpg'),
      },
    ]);
  });

  it('shows a photo whose variants are not made yet from its stored file alone', () => {
    const legacy: Picture = { url: media('p2.webp'), width: 1600, height: 1067, variants: [] };
    expect(tags(renderToString(<VesselPicture picture={legacy} alt="" sizes="100vw" />))).toEqual([
      { tag: 'img', loading: 'lazy', decoding: 'async', width: '1600', height: '1067', alt: '', src: media('p2.webp') },
    ]);
  });
});

describe('where vessel photos show', () => {
  const photo = (id: string): Photo => ({ ...picture(id), id, thumbUrl: media(`${id}-thumb.webp`) });

  it('loads the gallery’s main photo first and at once, its thumbnails only when scrolled to', () => {
    const imgs = tags(renderToString(<PhotoGallery photos={[photo('a'), photo('b'), photo('c')]} vesselName="Kalliope" />)).filter(
      (t) => t.tag === 'img',
    );
    expect(imgs.map((i) => [i.alt, i.loading, i.fetchpriority])).toEqual([
      ['Kalliope, photo 1 of 3', 'eager', 'high'],
      ['', 'lazy', undefined],
      ['', 'lazy', undefined],
      ['', 'lazy', undefined],
    ]);
  });

  it('loads the first card’s photo at once and first, the others when scrolled near', () => {
    const results = {
      items: ['c1', 'c2', 'c3', 'c4'].map((id, i) => ({ ...searchResult, id: `00000000-0000-4000-8000-00000000000${i + 1}`, picture: picture(id) })),
      page: 1,
      pageSize: 24,
      hasMore: false,
    };
    const state = { raw: {}, page: 1, active: [], pageHref: (n: number) => `/vessels?page=${n}` } as unknown as SearchState;
    const imgs = tags(
      renderToString(
        <MemoryRouter>
          <SearchResults data={results} loading={false} stale={false} state={state} />
        </MemoryRouter>,
      ),
    ).filter((t) => t.tag === 'img');
    expect(imgs.map((i) => [i.src, i.loading, i.fetchpriority])).toEqual([
      [media('c1-1600.jpg'), 'eager', 'high'],
      [media('c2-1600.jpg'), 'lazy', undefined],
      [media('c3-1600.jpg'), 'lazy', undefined],
      [media('c4-1600.jpg'), 'lazy', undefined],
    ]);
    expect(imgs[1]).toMatchObject({ width: '2400', height: '1600', decoding: 'async' });
  });
});

const searchResult: SearchResult = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kalliope',
  type: 'bulkCarrier',
  imo: '9380362',
  flag: 'GR',
  buildYear: 2019,
  lengthM: 199.9,
  deadweightT: 63500,
  capacity: 79000,
  openPort: 'CNQIN',
  openPortName: 'Qingdao',
  openPortCountry: 'China',
  openDate: '2027-01-10',
  ratePerDay: 1_850_000,
  rateCurrency: 'USD',
  charterTypes: ['time'],
  status: 'available',
  ownerCompany: 'Aegean Bulk Carriers S.A.',
  ownerVerified: true,
  ownerId: 'owner-aegean',
  ownerRatingAverage: 4.5,
  ownerRatingCount: 2,
  photo: null,
  picture: null,
  heldToday: false,
  documentsVerified: true,
};
