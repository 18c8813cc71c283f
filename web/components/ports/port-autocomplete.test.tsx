// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
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
