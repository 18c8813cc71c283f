import { currencyExponent, toMajor } from '../../../../common/payments/money';
import { countryName } from '../../../../common/vessels/identifiers';
import type { PageHandle } from '../../../app/page-head';
import { vesselPageQuery } from '../api/marketplace';
import type { VesselPageData } from '../api/types';
import { dateText, rateText, typeLabel } from '../format';

const size = (v: VesselPageData['vessel']) =>
  v.deadweightT ? `${v.deadweightT.toLocaleString('en-US')} dwt` : `${v.capacity.toLocaleString('en-US')} capacity`;

/** One line a search result or a link preview shows: type, size, age, open position and rate. */
export function vesselSummary({ vessel: v, owner }: VesselPageData): string {
  const open = v.openPortName ? ` Open ${v.openPortName}${v.openDate ? ` from ${dateText(v.openDate)}` : ''}.` : '';
  const rate = v.ratePerDay ? ` Indicative ${rateText(v.ratePerDay, v.rateCurrency)}.` : '';
  return `${typeLabel(v.type)}, ${size(v)}, built ${v.buildYear}${v.flag ? `, ${countryName(v.flag)} flag` : ''}.${open}${rate} Listed by ${owner.company} on Fairlead: charter direct, no commission.`;
}

/**
 * schema.org data for a vessel's page. There is no "Ship" type: a listed ship is a Product (what is offered
 * for charter), its particulars PropertyValues, and its indicative daily hire an Offer from the owner's company.
 */
export function vesselJsonLd(data: VesselPageData, pageUrl: string): Record<string, unknown> {
  const { vessel: v, owner, photos } = data;
  const exponent = currencyExponent(v.rateCurrency);
  const price = v.ratePerDay ? toMajor(v.ratePerDay, v.rateCurrency).toFixed(exponent) : null;
  const property = (name: string, value: string | number | null, unitText?: string) =>
    value === null ? null : { '@type': 'PropertyValue', name, value, ...(unitText ? { unitText } : {}) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: v.name,
    category: typeLabel(v.type),
    description: v.description ?? vesselSummary(data),
    url: pageUrl,
    ...(v.imo ? { productID: `IMO ${v.imo}` } : {}),
    ...(photos.length ? { image: photos.map((p) => new URL(p.url, pageUrl).href) } : {}),
    additionalProperty: [
      property('IMO number', v.imo),
      property('Deadweight', v.deadweightT, 'tonnes'),
      property('Length overall', v.lengthM, 'm'),
      property('Year built', v.buildYear),
      property('Flag', v.flag ? countryName(v.flag) : null),
      property('Open port', v.openPortName),
      property('Open date', v.openDate),
    ].filter(Boolean),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: v.rateCurrency,
            priceSpecification: { '@type': 'UnitPriceSpecification', unitText: 'DAY', price, priceCurrency: v.rateCurrency },
            ...(v.openDate ? { availabilityStarts: v.openDate } : {}),
            seller: { '@type': 'Organization', name: owner.company },
          },
        }
      : {}),
  };
}

/** The server reads the vessel before rendering its page, and writes its title, summary, first photo and JSON-LD into <head>. */
export const vesselHandle: PageHandle = {
  hydrate: 'after-load',
  prefetch: ({ queryClient, params }) => queryClient.fetchQuery(vesselPageQuery(params.id ?? '')),
  head: ({ queryClient, params, url }) => {
    const data = queryClient.getQueryData(vesselPageQuery(params.id ?? '').queryKey);
    if (!data) return { title: 'Vessel', description: 'A vessel on Fairlead.', noindex: true };
    const canonicalPath = `/vessels/${data.vessel.id}`;
    return {
      title: data.vessel.name,
      description: vesselSummary(data),
      canonicalPath,
      image: data.photos[0]?.url,
      ogType: 'product',
      jsonLd: vesselJsonLd(data, new URL(canonicalPath, url).href),
    };
  },
};
