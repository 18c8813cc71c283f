/**
 * Until a deal is fixed, contact details in messages are hidden: an e-mail address, a phone number or a link would
 * take the business off the platform before its terms are recorded here. Ship identifiers stay readable: an IMO
 * number has 7 digits, an MMSI 9, and a phone number needs 10 or more (or a leading + or 00).
 */
export const HIDDEN_CONTACT = '[contact details hidden until the deal is fixed]';

const email = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const link = /\b(?:https?:\/\/|www\.)[^\s<>()]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|biz|info|me|app|ly|gr|uk|de|no|nl|sg|cn|hk|jp|tr|it|fr|es|dk|se|ae|in|us|ru|ua|cy|mt|pa|lr|mh)(?:\/[^\s<>()]*)?(?![\w.-]*@)/gi;
const phone = /(?<![\w.,])(?:\+|00|\()?\d[\d\s().-]{6,}\d(?![\w.,]\d)/g;
const digits = (s: string) => s.replace(/\D/g, '').length;
const looksLikePhone = (s: string) => /^(?:\+|00)/.test(s) ? digits(s) >= 8 : digits(s) >= 10;

export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => ((masked = true), HIDDEN_CONTACT);
  const out = text
    .replace(email, hide)
    .replace(link, hide)
    .replace(phone, (m) => (looksLikePhone(m.trim()) ? hide() : m));
  return { text: out, masked };
}
