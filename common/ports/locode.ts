// UN/LOCODE: ISO 3166 alpha-2 country + 3 characters (letters, or digits 2-9), written "NLRTM" or "NL RTM".
const pattern = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** "nl rtm", "NL RTM" and "NLRTM" all normalise to "NLRTM". */
export const normalizeLocode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isLocode = (value: string) => pattern.test(normalizeLocode(value));

/** Shown as "NL RTM". */
export const formatLocode = (code: string) => `${code.slice(0, 2)} ${code.slice(2)}`;
