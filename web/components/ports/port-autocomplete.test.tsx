// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../test/render';
import { PortAutocomplete } from './port-autocomplete';

afterEach(cleanup);

describe('a port field given a UN/LOCODE (#25)', () => {
  it('shows the port by name, not the raw code', async () => {
    stubFetch((url) => ({
      status: 200,
      body: {
        items: url.includes('q=FRURO') ? [{ locode: 'FRURO', name: 'Rouen', countryCode: 'FR', countryName: 'France', lat: 49.44, lon: 1.1 }] : [],
      },
    }));
    renderAt(<PortAutocomplete value="FRURO" onChange={() => {}} />);
    expect(await screen.findByDisplayValue('Rouen, France (FR URO)')).toBeVisible();
  });
});

describe('regions in a port field', () => {
  const houston = { locode: 'USHOU', name: 'Houston', countryCode: 'US', countryName: 'United States', lat: 29.75, lon: -95.36 };
  const answerUsGulf = () =>
    stubFetch((url) => ({
      status: 200,
      body: url.includes('q=US') ? { items: [houston], regions: [{ code: 'USG', name: 'US Gulf' }] } : { items: [], regions: [] },
    }));

  it('offers the region a text names, and chooses it by its code, where the field takes regions', async () => {
    answerUsGulf();
    const chosen: [string, unknown][] = [];
    renderAt(<PortAutocomplete value="" allowRegions onChange={(code, port) => chosen.push([code, port])} />);
    await userEvent.type(screen.getByRole('combobox'), 'US Gulf');
    const region = await screen.findByRole('option', { name: 'US Gulf (USG) · region' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['US Gulf (USG) · region', 'Houston, United StatesUS HOU']);
    await userEvent.click(region);
    expect(chosen.at(-1)).toEqual(['USG', null]);
    expect(screen.getByRole('combobox')).toHaveValue('US Gulf (USG)');
  });

  it('offers ports only where the field takes a port', async () => {
    answerUsGulf();
    renderAt(<PortAutocomplete value="" onChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'US Gulf');
    expect(await screen.findByRole('option', { name: /Houston/ })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('writes a chosen region by its name', async () => {
    answerUsGulf();
    renderAt(<PortAutocomplete value="ECSA" allowRegions onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveValue('East Coast South America (ECSA)');
  });
});
